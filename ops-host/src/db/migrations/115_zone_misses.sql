-- A box that skipped a zone is that zone's miss, not an error of the zone that noticed it: a box
-- that skipped zones 2 to 8 and was scanned at the QA zone 9 counts against zones 2 to 8. Each
-- (zone, box) miss is kept once, however many later zones scan the box, and counts in the missed
-- zone's minute like a bad scan. A scan itself is bad only when it failed; its outcome 'missed'
-- still records that the box reached it with a zone skipped.
CREATE TABLE zone_misses (
  pack_line_id integer NOT NULL REFERENCES pack_lines (id) ON DELETE CASCADE,
  zone_id      integer NOT NULL,
  shipment_id  bigint NOT NULL,
  detected_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (pack_line_id, zone_id, shipment_id)
);

CREATE FUNCTION count_zone_miss() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO zone_scan_minutes AS m (pack_line_id, zone_id, minute, total, bad)
  VALUES (NEW.pack_line_id, NEW.zone_id, date_trunc('minute', NEW.detected_at), 1, 1)
  ON CONFLICT (pack_line_id, zone_id, minute)
  DO UPDATE SET total = m.total + 1, bad = m.bad + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER zone_misses_count_per_minute AFTER INSERT ON zone_misses
  FOR EACH ROW EXECUTE FUNCTION count_zone_miss();

CREATE OR REPLACE FUNCTION count_zone_scan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO zone_scan_minutes AS m (pack_line_id, zone_id, minute, total, bad)
  VALUES (NEW.pack_line_id, NEW.zone_id, date_trunc('minute', NEW.scanned_at), 1,
          CASE WHEN NEW.outcome = 'failed' THEN 1 ELSE 0 END)
  ON CONFLICT (pack_line_id, zone_id, minute)
  DO UPDATE SET total = m.total + 1, bad = m.bad + EXCLUDED.bad;
  RETURN NULL;
END $$;

-- The counts so far, by the new rule: which zone an earlier 'missed' scan found skipped was not
-- kept, so those scans count as good scans of their own zone.
DELETE FROM zone_scan_minutes;
INSERT INTO zone_scan_minutes (pack_line_id, zone_id, minute, total, bad)
SELECT pack_line_id, zone_id, date_trunc('minute', scanned_at), count(*),
       count(*) FILTER (WHERE outcome = 'failed')
FROM scans
GROUP BY 1, 2, 3;
