-- A cached event state follows results without reloading the event (#18): the matches whose result changed, by the
-- event version that changed them, and the version at which anything else the state holds last changed.
ALTER TABLE "EventVersion" ADD COLUMN "structure" INTEGER NOT NULL DEFAULT 0;

CREATE TABLE "MatchChange" (
    "matchId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "version" INTEGER NOT NULL,

    CONSTRAINT "MatchChange_pkey" PRIMARY KEY ("matchId")
);

CREATE INDEX "MatchChange_eventId_version_idx" ON "MatchChange"("eventId", "version");
ALTER TABLE "MatchChange" ADD CONSTRAINT "MatchChange_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every change but a result (and the judges' queue, which no cached state holds) marks the structure changed.
CREATE FUNCTION tcg_bump_structure(event_id UUID) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tcg_bump_version(event_id);
  UPDATE "EventVersion" SET "structure" = "version" WHERE "eventId" = event_id AND "structure" <> "version";
END;
$$;

CREATE OR REPLACE FUNCTION tcg_announce(event_id UUID, kind TEXT, round_number INTEGER) RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  current_version INTEGER;
BEGIN
  IF kind IN ('result', 'call') THEN
    PERFORM tcg_bump_version(event_id);
  ELSE
    PERFORM tcg_bump_structure(event_id);
  END IF;
  SELECT "version" INTO current_version FROM "EventVersion" WHERE "eventId" = event_id;
  PERFORM pg_notify('tcg_live', json_build_object('eventId', event_id, 'kind', kind, 'round', round_number, 'version', current_version)::text);
END;
$$;

-- A match's result changed: announced as before, and the match noted at the version that changed it.
CREATE FUNCTION tcg_match_result_changed(match_id UUID, round_id UUID) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tcg_announce_for_round(round_id, 'result');
  INSERT INTO "MatchChange" ("matchId", "eventId", "version")
  SELECT match_id, r."eventId", v."version" FROM "Round" r JOIN "EventVersion" v ON v."eventId" = r."eventId" WHERE r."id" = round_id
  ON CONFLICT ("matchId") DO UPDATE SET "eventId" = EXCLUDED."eventId", "version" = EXCLUDED."version";
END;
$$;

CREATE OR REPLACE FUNCTION tcg_match_changed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  unextended "Match";
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM tcg_announce_for_round(OLD."roundId", 'round');
    RETURN OLD;
  END IF;
  IF TG_OP = 'INSERT' OR NEW."roundId" <> OLD."roundId" OR NEW."tableNumber" IS DISTINCT FROM OLD."tableNumber"
     OR NEW."playerAId" <> OLD."playerAId" OR NEW."playerBId" IS DISTINCT FROM OLD."playerBId" THEN
    PERFORM tcg_announce_for_round(NEW."roundId", 'round');
    RETURN NEW;
  END IF;
  IF NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NEW;
  END IF;
  unextended := NEW;
  unextended."extensionMinutes" := OLD."extensionMinutes";
  unextended."version" := OLD."version";
  IF unextended IS NOT DISTINCT FROM OLD THEN
    PERFORM tcg_announce_for_round(NEW."roundId", 'clock');
  ELSE
    PERFORM tcg_match_result_changed(NEW."id", NEW."roundId");
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE FUNCTION tcg_game_changed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  match_id UUID;
  round_id UUID;
BEGIN
  IF TG_OP = 'DELETE' THEN match_id := OLD."matchId"; ELSE match_id := NEW."matchId"; END IF;
  SELECT "roundId" INTO round_id FROM "Match" WHERE "id" = match_id;
  IF FOUND THEN
    PERFORM tcg_match_result_changed(match_id, round_id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION tcg_event_row_changed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'Event' THEN
    PERFORM tcg_bump_structure(NEW."id");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM tcg_bump_structure(OLD."eventId");
  ELSE
    PERFORM tcg_bump_structure(NEW."eventId");
  END IF;
  RETURN NULL;
END;
$$;

-- Pairs kept apart are part of the event's state too.
CREATE TRIGGER "AvoidPair_version" AFTER INSERT OR UPDATE OR DELETE ON "AvoidPair" FOR EACH ROW EXECUTE FUNCTION tcg_event_row_changed();

CREATE OR REPLACE FUNCTION tcg_registrant_renamed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tcg_bump_structure(r."eventId") FROM "Registration" r
  WHERE (TG_TABLE_NAME = 'Player' AND r."playerId" = NEW."id") OR (TG_TABLE_NAME = 'Team' AND r."teamId" = NEW."id");
  RETURN NULL;
END;
$$;
