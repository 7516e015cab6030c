-- AlterTable: an event's date (its creation day for events created before), end date and promo choice (204, 226)
ALTER TABLE "Event" ADD COLUMN     "date" DATE,
ADD COLUMN     "endDate" DATE,
ADD COLUMN     "unlistedPromos" TEXT NOT NULL DEFAULT 'allow';

UPDATE "Event" SET "date" = ("createdAt" AT TIME ZONE 'UTC')::date;

ALTER TABLE "Event" ALTER COLUMN "date" SET DEFAULT CURRENT_DATE,
ALTER COLUMN "date" SET NOT NULL;

-- AlterTable: the player said the deck mixes card backs (202)
ALTER TABLE "DeckRegistration" ADD COLUMN     "mixedBacks" BOOLEAN NOT NULL DEFAULT false;
