-- Pod play (#19): an event of type "pods" seats each round at tables of 2–6 and scores them as the organizer set;
-- a table's result is what was entered (places or points, measures, partners), scored by the domain when read.
ALTER TABLE "Event" ADD COLUMN "type" TEXT NOT NULL DEFAULT 'swiss',
ADD COLUMN "tableSize" INTEGER,
ADD COLUMN "tableScoring" JSONB;

CREATE TABLE "PlayTable" (
    "id" UUID NOT NULL,
    "roundId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "result" JSONB,
    "version" INTEGER NOT NULL DEFAULT 0,
    "reportedAt" TIMESTAMPTZ(3),

    CONSTRAINT "PlayTable_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PlayTableSeat" (
    "tableId" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "playerId" UUID NOT NULL,

    CONSTRAINT "PlayTableSeat_pkey" PRIMARY KEY ("tableId","seat")
);

CREATE UNIQUE INDEX "PlayTable_roundId_number_key" ON "PlayTable"("roundId", "number");
CREATE UNIQUE INDEX "PlayTableSeat_tableId_playerId_key" ON "PlayTableSeat"("tableId", "playerId");
CREATE INDEX "PlayTableSeat_playerId_idx" ON "PlayTableSeat"("playerId");

ALTER TABLE "PlayTable" ADD CONSTRAINT "PlayTable_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "Round"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PlayTableSeat" ADD CONSTRAINT "PlayTableSeat_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "PlayTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PlayTableSeat" ADD CONSTRAINT "PlayTableSeat_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Seating a table is `round`; any later change of it is its result.
CREATE FUNCTION tcg_play_table_changed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM tcg_announce_for_round(OLD."roundId", 'round');
    RETURN OLD;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM tcg_announce_for_round(NEW."roundId", 'round');
  ELSIF NEW IS DISTINCT FROM OLD THEN
    PERFORM tcg_announce_for_round(NEW."roundId", 'result');
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "PlayTable_live" AFTER INSERT OR UPDATE OR DELETE ON "PlayTable" FOR EACH ROW EXECUTE FUNCTION tcg_play_table_changed();
