-- AlterTable: Play! Pokémon age divisions: which divisions are paired together (null: no divisions)
ALTER TABLE "Event" ADD COLUMN     "divisionGroups" JSONB;

-- AlterTable: a player's year of birth and the organizer's choice of division for this event
ALTER TABLE "Registration" ADD COLUMN     "birthYear" INTEGER,
ADD COLUMN     "division" TEXT;
