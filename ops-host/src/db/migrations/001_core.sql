-- Core tables: facilities, menus, users and their sessions, supervisor login codes, realtime events.

CREATE TABLE packing_facilities (
  id                  integer PRIMARY KEY,
  name                text NOT NULL UNIQUE,
  abbreviated_name    text NOT NULL UNIQUE,
  colloquial_name     text NOT NULL,
  slug                text NOT NULL UNIQUE,
  -- Weekday names, e.g. {Monday,Tuesday}.
  ship_days           text[] NOT NULL DEFAULT '{}',
  -- First two octets of the printers' addresses; the kiosk types the last two.
  printer_network_prefix text NOT NULL DEFAULT '127.0',
  timezone            text NOT NULL DEFAULT 'America/Chicago'
);

CREATE TABLE menus (
  id                  integer PRIMARY KEY,
  -- The menu's date, also its slug.
  menu_date           date NOT NULL UNIQUE,
  ends_at             timestamptz NOT NULL,
  -- Packing of this menu has started: letters may no longer change.
  packing_started_at  timestamptz,
  -- The menu being packed now (at most one).
  is_being_packed     boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX menus_one_being_packed ON menus (is_being_packed) WHERE is_being_packed;

CREATE TABLE users (
  id                  serial PRIMARY KEY,
  email               text NOT NULL UNIQUE,
  name                text NOT NULL,
  -- scrypt: "scrypt$<salt hex>$<hash hex>"
  password_hash       text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_packing_facilities (
  user_id             integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, packing_facility_id)
);

CREATE TABLE sessions (
  -- sha256 of the cookie's token; the token itself is never stored.
  token_hash          text PRIMARY KEY,
  user_id             integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at          timestamptz NOT NULL DEFAULT now(),
  expires_at          timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE printer_login_codes (
  id                  serial PRIMARY KEY,
  code                char(5) NOT NULL CHECK (code ~ '^[0-9]{5}$'),
  created_at          timestamptz NOT NULL DEFAULT now(),
  -- Until when the code is still accepted after a newer one replaced it.
  accepted_until      timestamptz
);
CREATE INDEX printer_login_codes_created ON printer_login_codes (created_at DESC);

CREATE TABLE realtime_events (
  id                  bigserial PRIMARY KEY,
  channel             text NOT NULL,
  event               text NOT NULL,
  payload             jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX realtime_events_channel ON realtime_events (channel, id);
