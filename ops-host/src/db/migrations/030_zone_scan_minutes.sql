-- Each zone's scans counted per minute, kept by a trigger on scans: a zone's error rate (the zone
-- screen's footer, the status wall's tiles) sums its last 60 minutes here instead of counting
-- every scan of the hour. A busy line scans a box every few seconds at each zone; the status wall
-- of a facility reads all its zones at once.
CREATE TABLE zone_scan_minutes (
  pack_line_id integer NOT NULL REFERENCES pack_lines (id) ON DELETE CASCADE,
  zone_id      integer NOT NULL,
  minute       timestamptz NOT NULL,
  total        integer NOT NULL,
  -- failed or flagged missed
  bad          integer NOT NULL,
  PRIMARY KEY (pack_line_id, zone_id, minute)
);

CREATE FUNCTION count_zone_scan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO zone_scan_minutes AS m (pack_line_id, zone_id, minute, total, bad)
  VALUES (NEW.pack_line_id, NEW.zone_id, date_trunc('minute', NEW.scanned_at), 1,
          CASE WHEN NEW.outcome <> 'ok' THEN 1 ELSE 0 END)
  ON CONFLICT (pack_line_id, zone_id, minute)
  DO UPDATE SET total = m.total + 1, bad = m.bad + EXCLUDED.bad;
  RETURN NULL;
END $$;

CREATE TRIGGER scans_count_per_minute AFTER INSERT ON scans
  FOR EACH ROW EXECUTE FUNCTION count_zone_scan();

INSERT INTO zone_scan_minutes (pack_line_id, zone_id, minute, total, bad)
SELECT pack_line_id, zone_id, date_trunc('minute', scanned_at), count(*),
       count(*) FILTER (WHERE outcome <> 'ok')
FROM scans
GROUP BY 1, 2, 3;
