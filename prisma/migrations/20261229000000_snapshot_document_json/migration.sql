-- A snapshot's document is kept as the JSON text the database built (#33): converting several megabytes to jsonb was
-- a third of publishing a round at 4,096 players. The text of a stored jsonb document is unchanged, so its checksum holds.
ALTER TABLE "EventSnapshot" ALTER COLUMN "document" TYPE JSON USING "document"::text::json;

-- lz4 compresses the document in a quarter of pglz's time where the server has it; the embedded database has not, and
-- keeps pglz.
DO $$
BEGIN
  ALTER TABLE "EventSnapshot" ALTER COLUMN "document" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN NULL;
END $$;
