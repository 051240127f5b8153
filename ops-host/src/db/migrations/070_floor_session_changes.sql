-- Every host keeps the floor sessions it read lately (floor-sessions/known-sessions.ts), so that
-- a screen's every call does not read its session. Each change to a session, whoever makes it
-- (a sign-out on any host, a renewal, the pruning of expired ones, a change by hand), names the
-- session on floor_session_changes, and every host forgets it; '*' when the table is emptied.
-- Only a session that was live can be kept, so the pruning of ended ones names none.
CREATE FUNCTION floor_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('floor_session_changes', '*');
  ELSE
    PERFORM pg_notify('floor_session_changes', OLD.token_hash);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER floor_session_changed AFTER UPDATE OR DELETE ON floor_sessions
  FOR EACH ROW WHEN (OLD.signed_out_at IS NULL AND OLD.expires_at > now())
  EXECUTE FUNCTION floor_session_changed();

CREATE TRIGGER floor_sessions_emptied AFTER TRUNCATE ON floor_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION floor_session_changed();
