-- Players report their own results (#16), opt-in per event: the event's secret signs each player's per-match link;
-- a player's report waits for the opponent's confirmation, a dispute or a late one goes to the judges' queue.
CREATE TABLE "SelfReporting" (
    "eventId" UUID NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "confirmMinutes" INTEGER NOT NULL DEFAULT 10,
    "secret" TEXT NOT NULL,

    CONSTRAINT "SelfReporting_pkey" PRIMARY KEY ("eventId")
);

CREATE TABLE "PlayerReport" (
    "matchId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "report" JSONB NOT NULL,
    "reportedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disputed" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "PlayerReport_pkey" PRIMARY KEY ("matchId", "playerId")
);

ALTER TABLE "SelfReporting" ADD CONSTRAINT "SelfReporting_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PlayerReport" ADD CONSTRAINT "PlayerReport_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The judges' queue lists reports waiting for confirmation: a report made or disputed is announced as `call`.
CREATE FUNCTION tcg_player_report_changed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  changed "PlayerReport";
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM tcg_announce_for_round((SELECT "roundId" FROM "Match" WHERE "id" = changed."matchId"), 'call');
  RETURN changed;
END;
$$;

CREATE TRIGGER "PlayerReport_live" AFTER INSERT OR UPDATE OR DELETE ON "PlayerReport" FOR EACH ROW EXECUTE FUNCTION tcg_player_report_changed();
