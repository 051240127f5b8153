-- Every scan stamps its line (pack_lines.last_scanned_at), and zones are saved with their other
-- fields more often than with other letters. The triggers of 010_box_packability.sql recounted
-- on every such update even when no line changed its preset and no zone its cells: an empty list
-- of facilities, but still the whole refresh, and on a scan the line's row stayed locked through
-- it. They now return at once when the update changed nothing packability depends on.

CREATE OR REPLACE FUNCTION pack_lines_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  facility_ids integer[];
BEGIN
  IF current_setting('ops.defer_packability', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    facility_ids := ARRAY(SELECT DISTINCT packing_facility_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    facility_ids := ARRAY(SELECT DISTINCT packing_facility_id FROM old_rows);
  ELSE
    facility_ids := ARRAY(
      SELECT DISTINCT n.packing_facility_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.line_preset_id IS DISTINCT FROM o.line_preset_id);
  END IF;
  IF cardinality(facility_ids) = 0 THEN RETURN NULL; END IF;
  PERFORM refresh_unpackable_line_ids(boxes_of_facilities(facility_ids));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION zones_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  preset_ids integer[];
BEGIN
  IF current_setting('ops.defer_packability', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    preset_ids := ARRAY(SELECT DISTINCT line_preset_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    preset_ids := ARRAY(SELECT DISTINCT line_preset_id FROM old_rows);
  ELSE
    preset_ids := ARRAY(
      SELECT n.line_preset_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.item_letters IS DISTINCT FROM o.item_letters
         OR n.line_preset_id <> o.line_preset_id
      UNION SELECT o.line_preset_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.line_preset_id <> o.line_preset_id);
  END IF;
  IF cardinality(preset_ids) = 0 THEN RETURN NULL; END IF;
  PERFORM refresh_unpackable_line_ids(boxes_of_facilities(ARRAY(
    SELECT DISTINCT pl.packing_facility_id FROM pack_lines pl
    WHERE pl.line_preset_id = ANY (preset_ids))));
  RETURN NULL;
END $$;
