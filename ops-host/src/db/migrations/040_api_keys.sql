-- API keys of internal tools: each sees its facilities as a user of them would, read-only or not.
-- Only a hash of the key is kept; the key itself is shown once, when it is created.
CREATE TABLE api_keys (
  id                  serial PRIMARY KEY,
  name                text NOT NULL,
  -- sha256 of the key, hex.
  key_hash            text NOT NULL UNIQUE,
  read_only           boolean NOT NULL DEFAULT false,
  created_at          timestamptz NOT NULL DEFAULT now(),
  last_used_at        timestamptz,
  revoked_at          timestamptz
);
-- One live key per name (a revoked name may be used again).
CREATE UNIQUE INDEX api_keys_live_name ON api_keys (lower(name)) WHERE revoked_at IS NULL;

CREATE TABLE api_key_packing_facilities (
  api_key_id          integer NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  PRIMARY KEY (api_key_id, packing_facility_id)
);
