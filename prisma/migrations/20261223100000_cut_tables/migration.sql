-- A top cut played beside other rounds (a division's cut beside another group's Swiss round, or beside another
-- division's cut) takes the tables after theirs: its match in bracket slot s sits at table tableBase + s.
-- AlterTable
ALTER TABLE "TopCut" ADD COLUMN "tableBase" INTEGER NOT NULL DEFAULT 0;
