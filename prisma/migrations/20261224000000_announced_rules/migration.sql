-- 203: the card-interpretation class (A: Japanese cards, B: English cards; null: the local-language cards).
-- 204 ¶2: the weeks after its release before a new set is allowed at the event (2–6; null: from its release).
-- AlterTable
ALTER TABLE "Event" ADD COLUMN "interpretationClass" TEXT,
ADD COLUMN "newSetHoldWeeks" INTEGER;
