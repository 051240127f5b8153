-- The line screen's reprint queue (its line's 30 latest labels, newest print first) is read with
-- every read of the line, after every print. labels_line_printed orders by the first print, not
-- the latest, so the read joined every label the line ever printed to every box and sorted them:
-- a read that grew with the line's history (labels are kept). Read in this index's order, it is
-- 30 index entries and their boxes however long the line has printed.
CREATE INDEX labels_line_last_printed ON labels (pack_line_id, last_printed_at DESC, id DESC);
