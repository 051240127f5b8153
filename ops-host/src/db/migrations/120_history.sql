-- Who changed what, when (issue 47): one row per change, written in the change's own transaction.
-- recorded_at keeps milliseconds only, so that a page's cursor (recorded_at, id) read back as a
-- JavaScript Date names exactly the row it came from. before, after and undo are the recording
-- screen's own JSON (camelCase keys, as the gateway hands them on); undo is null when the change
-- cannot be taken back. undo_of and undone_by are plain ids, not foreign keys: the hourly prune
-- removes old rows without regard to the rows that name them. author_id is '' for an author with
-- no id (the operator, the system), so that the people of a facility are read by skipping through
-- the author index (history/list.ts) rather than by reading every entry.
CREATE TABLE history (
  id                  bigserial PRIMARY KEY,
  recorded_at         timestamptz(3) NOT NULL DEFAULT now(),
  packing_facility_id integer NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  screen              text NOT NULL,
  kind                text NOT NULL,
  author_kind         text NOT NULL CHECK (author_kind IN ('user', 'floor', 'api_key', 'operator', 'system')),
  author_id           text NOT NULL DEFAULT '',
  author_name         text NOT NULL,
  summary             text NOT NULL,
  before              jsonb NULL,
  after               jsonb NULL,
  undo                jsonb NULL,
  undo_of             bigint NULL,
  undone_by           bigint NULL
);

-- A facility's page, newest first; and the same by screen, by kind and by author (the filters).
CREATE INDEX history_facility_newest ON history (packing_facility_id, recorded_at DESC, id DESC);
CREATE INDEX history_facility_screen ON history (packing_facility_id, screen, recorded_at DESC, id DESC);
CREATE INDEX history_facility_kind ON history (packing_facility_id, kind, recorded_at DESC, id DESC);
CREATE INDEX history_facility_author
  ON history (packing_facility_id, author_kind, author_id, recorded_at DESC, id DESC);
