-- A top cut per age division (#17, Play! Pokémon): an event keeps one cut per division (null: the whole event's cut),
-- and each division's elimination rounds carry that division.
-- AlterTable
ALTER TABLE "Round" ADD COLUMN "division" TEXT;

-- AlterTable
ALTER TABLE "TopCut" ADD COLUMN "division" TEXT;

-- DropIndex
DROP INDEX "TopCut_eventId_key";

-- CreateIndex
CREATE UNIQUE INDEX "TopCut_eventId_division_key" ON "TopCut"("eventId", "division");
