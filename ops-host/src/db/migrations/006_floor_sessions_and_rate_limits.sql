-- Floor sessions: printer kiosks (and other floor screens) sign in with the supervisor login code
-- and get a session bound to one facility, separate from admin users' sessions.
ALTER TABLE printer_sessions RENAME TO floor_sessions;
ALTER TABLE printer_assignments RENAME COLUMN printer_session_token_hash TO floor_session_token_hash;
DELETE FROM floor_sessions WHERE packing_facility_id IS NULL;
ALTER TABLE floor_sessions ALTER COLUMN packing_facility_id SET NOT NULL;
CREATE INDEX floor_sessions_expiry ON floor_sessions (expires_at);

-- Attempts that count against a limit (wrong login codes, wrong passwords), one row each, kept in
-- the database so every host process shares one count. Pruned hourly.
CREATE TABLE rate_limit_hits (
  id                  bigserial PRIMARY KEY,
  -- What is limited and for whom, e.g. 'floor-login:203.0.113.7'.
  bucket              text NOT NULL,
  hit_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_bucket_time ON rate_limit_hits (bucket, hit_at);
