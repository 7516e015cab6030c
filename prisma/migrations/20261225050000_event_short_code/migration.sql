-- #31: the room's short address, /e/K7PQ: four characters of SHORT_CODE_ALPHABET (packages/domain/src/event/shortCode.ts),
-- drawn by the database when an event is created (and for every event already there), never one another event has.
CREATE FUNCTION event_short_code() RETURNS TEXT LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet CONSTANT TEXT := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  code TEXT;
BEGIN
  LOOP
    code := '';
    FOR i IN 1..4 LOOP
      code := code || substr(alphabet, 1 + floor(random() * length(alphabet))::INTEGER, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "Event" WHERE "shortCode" = code);
  END LOOP;
  RETURN code;
END $$;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN "shortCode" TEXT;

-- One event at a time, so each draw sees the codes given before it.
DO $$
DECLARE
  event RECORD;
BEGIN
  FOR event IN SELECT "id" FROM "Event" ORDER BY "createdAt", "id" LOOP
    UPDATE "Event" SET "shortCode" = event_short_code() WHERE "id" = event."id";
  END LOOP;
END $$;

ALTER TABLE "Event" ALTER COLUMN "shortCode" SET DEFAULT event_short_code(),
ALTER COLUMN "shortCode" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Event_shortCode_key" ON "Event"("shortCode");
