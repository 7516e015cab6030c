-- Seating a round's matches is announced once per statement, not once per match (#33): pairing 2,048 tables ran the
-- row trigger's version bump and announcement 2,048 times, all but the first changing nothing (one bump per
-- transaction, identical payloads delivered once), and that was most of the pairing call's time.
CREATE OR REPLACE FUNCTION tcg_match_changed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  unextended "Match";
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM tcg_announce_for_round(OLD."roundId", 'round');
    RETURN OLD;
  END IF;
  IF NEW."roundId" <> OLD."roundId" OR NEW."tableNumber" IS DISTINCT FROM OLD."tableNumber"
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

-- Matches inserted: each round they were seated in is announced as `round`, in the order its first match was inserted.
CREATE FUNCTION tcg_matches_seated() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tcg_announce_for_round(seated."roundId", 'round')
  FROM (SELECT "roundId", min(n) AS first FROM (SELECT "roundId", row_number() OVER () AS n FROM inserted) numbered GROUP BY "roundId") seated
  ORDER BY seated.first;
  RETURN NULL;
END;
$$;

DROP TRIGGER "Match_live" ON "Match";
CREATE TRIGGER "Match_live" AFTER UPDATE OR DELETE ON "Match" FOR EACH ROW EXECUTE FUNCTION tcg_match_changed();
CREATE TRIGGER "Match_seated" AFTER INSERT ON "Match" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION tcg_matches_seated();
