-- Live updates (#15): every change to what an event's pages show bumps the event's version (one bump per transaction),
-- and changes of rounds, results and the round clock are announced on the channel tcg_live as { eventId, kind, round, version }.
-- Triggers, so no write path has to remember it.
CREATE TABLE "EventVersion" (
    "eventId" UUID NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "txid" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "EventVersion_pkey" PRIMARY KEY ("eventId")
);

-- Each API instance keeps the versions it hears on tcg_version, so a cached read needs no query of its own.
CREATE FUNCTION tcg_bump_version(event_id UUID) RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  bumped INTEGER;
BEGIN
  INSERT INTO "EventVersion" ("eventId", "version", "txid") VALUES (event_id, 1, txid_current())
  ON CONFLICT ("eventId") DO UPDATE SET "version" = "EventVersion"."version" + 1, "txid" = EXCLUDED."txid"
  WHERE "EventVersion"."txid" <> EXCLUDED."txid"
  RETURNING "version" INTO bumped;
  IF bumped IS NOT NULL THEN
    PERFORM pg_notify('tcg_version', json_build_object('eventId', event_id, 'version', bumped)::text);
  END IF;
END;
$$;

-- pg_notify delivers identical payloads of one transaction once: pairing 2,048 tables announces one `round`.
CREATE FUNCTION tcg_announce(event_id UUID, kind TEXT, round_number INTEGER) RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  current_version INTEGER;
BEGIN
  PERFORM tcg_bump_version(event_id);
  SELECT "version" INTO current_version FROM "EventVersion" WHERE "eventId" = event_id;
  PERFORM pg_notify('tcg_live', json_build_object('eventId', event_id, 'kind', kind, 'round', round_number, 'version', current_version)::text);
END;
$$;

-- A round paired, published or removed is `round`; any other change of a round row is its clock.
CREATE FUNCTION tcg_round_changed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM tcg_announce(OLD."eventId", 'round', OLD."number");
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' OR NEW."publishedAt" IS DISTINCT FROM OLD."publishedAt" OR NEW."number" <> OLD."number" THEN
    PERFORM tcg_announce(NEW."eventId", 'round', NEW."number");
  ELSE
    PERFORM tcg_announce(NEW."eventId", 'clock', NEW."number");
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Round_live" AFTER INSERT OR UPDATE OR DELETE ON "Round" FOR EACH ROW EXECUTE FUNCTION tcg_round_changed();

CREATE FUNCTION tcg_announce_for_round(round_id UUID, kind TEXT) RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  r RECORD;
BEGIN
  SELECT "eventId", "number" INTO r FROM "Round" WHERE "id" = round_id;
  IF FOUND THEN
    PERFORM tcg_announce(r."eventId", kind, r."number");
  END IF;
END;
$$;

-- Seating a match is `round`; a change of only its time extension (216) is `clock`; anything else is its result.
CREATE FUNCTION tcg_match_changed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
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
    PERFORM tcg_announce_for_round(NEW."roundId", 'result');
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Match_live" AFTER INSERT OR UPDATE OR DELETE ON "Match" FOR EACH ROW EXECUTE FUNCTION tcg_match_changed();

CREATE FUNCTION tcg_game_changed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  round_id UUID;
BEGIN
  SELECT "roundId" INTO round_id FROM "Match" WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."matchId" ELSE NEW."matchId" END;
  IF FOUND THEN
    PERFORM tcg_announce_for_round(round_id, 'result');
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Game_live" AFTER INSERT OR UPDATE OR DELETE ON "Game" FOR EACH ROW EXECUTE FUNCTION tcg_game_changed();

-- Changes the cached reads show without a live event of their own: settings, registrations, names, the cut.
CREATE FUNCTION tcg_event_row_changed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'Event' THEN
    PERFORM tcg_bump_version(NEW."id");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM tcg_bump_version(OLD."eventId");
  ELSE
    PERFORM tcg_bump_version(NEW."eventId");
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Event_version" AFTER UPDATE ON "Event" FOR EACH ROW EXECUTE FUNCTION tcg_event_row_changed();
CREATE TRIGGER "Registration_version" AFTER INSERT OR UPDATE OR DELETE ON "Registration" FOR EACH ROW EXECUTE FUNCTION tcg_event_row_changed();
CREATE TRIGGER "TopCut_version" AFTER INSERT OR UPDATE OR DELETE ON "TopCut" FOR EACH ROW EXECUTE FUNCTION tcg_event_row_changed();
CREATE TRIGGER "Redraft_version" AFTER INSERT OR UPDATE OR DELETE ON "Redraft" FOR EACH ROW EXECUTE FUNCTION tcg_event_row_changed();

-- A player's or a team's name shows in every event they are registered in.
CREATE FUNCTION tcg_registrant_renamed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tcg_bump_version(r."eventId") FROM "Registration" r
  WHERE (TG_TABLE_NAME = 'Player' AND r."playerId" = NEW."id") OR (TG_TABLE_NAME = 'Team' AND r."teamId" = NEW."id");
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Player_version" AFTER UPDATE ON "Player" FOR EACH ROW EXECUTE FUNCTION tcg_registrant_renamed();
CREATE TRIGGER "Team_version" AFTER UPDATE ON "Team" FOR EACH ROW EXECUTE FUNCTION tcg_registrant_renamed();
