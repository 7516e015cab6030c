-- The judges' queue follows calls live (#15): a call made, taken, resolved or credited is announced as `call`.
CREATE FUNCTION tcg_judge_call_changed() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM tcg_announce(OLD."eventId", 'call', OLD."round");
    RETURN OLD;
  END IF;
  PERFORM tcg_announce(NEW."eventId", 'call', NEW."round");
  RETURN NEW;
END;
$$;

CREATE TRIGGER "JudgeCall_live" AFTER INSERT OR UPDATE OR DELETE ON "JudgeCall" FOR EACH ROW EXECUTE FUNCTION tcg_judge_call_changed();
