-- Each facility has its own supervisor login code: a code opens floor screens of its facility
-- only. The one shared code of before belongs to no facility and is dropped; the host makes each
-- facility its first code as it starts (login-code/service.ts, rotateIfDue). Screens signed in
-- already stay signed in (their sessions are bound to their facility).
DELETE FROM printer_login_codes;
ALTER TABLE printer_login_codes
  ADD COLUMN packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE;
DROP INDEX printer_login_codes_created;
-- The current code of a facility is its newest row.
CREATE INDEX printer_login_codes_facility ON printer_login_codes (packing_facility_id, id DESC);
