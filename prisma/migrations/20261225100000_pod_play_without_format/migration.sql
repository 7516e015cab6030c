-- #31: a pod-play event (a board-game night, a home-made card game) may name no card format: null, no deck rules.
-- AlterTable
ALTER TABLE "Event" ALTER COLUMN "format" DROP NOT NULL;
