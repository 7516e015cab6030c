-- Swiss rounds per age division group (#17, Play! Pokémon): each group of divisions paired together may play its own
-- number of Swiss rounds, in group order (null entries, or a null column: the event's rounds).
-- AlterTable
ALTER TABLE "Event" ADD COLUMN "groupRounds" JSONB;
