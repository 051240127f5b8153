-- Packability kept on each box, so that the planner's counts for thousands of groups are one scan
-- of the boxes instead of matching every box's contents against every line on each read. The rule
-- is the one of 007_packability.sql; these columns are kept equal to it by the triggers below
-- whenever what it depends on changes (a box's contents, letters, accessory codes, zone cells,
-- a line's preset, a line's filters, lines themselves).

-- The distinct cell keys of the box's pickables (letters or accessory codes), and whether one of
-- its pickables has no letter yet (such a box cannot be packed on any line).
ALTER TABLE shipments ADD COLUMN cell_keys text[] NOT NULL DEFAULT '{}';
ALTER TABLE shipments ADD COLUMN has_unlettered_pickable boolean NOT NULL DEFAULT false;
-- The lines of the box's facility that cannot pack it, ascending.
ALTER TABLE shipments ADD COLUMN unpackable_line_ids integer[] NOT NULL DEFAULT '{}';

-- Recomputes unpackable_line_ids of the given boxes from their cell keys, in one pass.
CREATE FUNCTION refresh_unpackable_line_ids(box_ids bigint[]) RETURNS void
LANGUAGE sql AS $$
  WITH targets AS (
    SELECT s.id, s.packing_facility_id, s.cell_keys, s.has_unlettered_pickable
    FROM shipments s WHERE s.id = ANY (box_ids)
  ), allowed AS (
    SELECT DISTINCT c.pack_line_id, c.cell_key
    FROM pack_line_cells c
    WHERE c.pack_line_id IN (
        SELECT pl.id FROM pack_lines pl
        WHERE pl.packing_facility_id IN (SELECT DISTINCT packing_facility_id FROM targets))
      AND NOT EXISTS (SELECT 1 FROM pack_line_filters f
                      WHERE f.pack_line_id = c.pack_line_id AND f.letter = c.cell_key)
  ), refused AS (
    SELECT t.id, pl.id AS pack_line_id
    FROM targets t JOIN pack_lines pl ON pl.packing_facility_id = t.packing_facility_id
    WHERE t.has_unlettered_pickable
    UNION
    SELECT t.id, pl.id
    FROM targets t
    JOIN pack_lines pl ON pl.packing_facility_id = t.packing_facility_id
    CROSS JOIN LATERAL unnest(t.cell_keys) AS k(cell_key)
    WHERE NOT t.has_unlettered_pickable
      AND (pl.id, k.cell_key) NOT IN (SELECT pack_line_id, cell_key FROM allowed)
  ), per_box AS (
    SELECT t.id, COALESCE(array_agg(r.pack_line_id ORDER BY r.pack_line_id)
                            FILTER (WHERE r.pack_line_id IS NOT NULL), '{}') AS line_ids
    FROM targets t LEFT JOIN refused r ON r.id = t.id
    GROUP BY t.id
  )
  UPDATE shipments s SET unpackable_line_ids = p.line_ids
  FROM per_box p
  WHERE s.id = p.id AND s.unpackable_line_ids IS DISTINCT FROM p.line_ids;
$$;

-- Recomputes the cell keys of the given boxes from their contents, then their packability.
CREATE FUNCTION refresh_box_packability(box_ids bigint[]) RETURNS void
LANGUAGE sql AS $$
  WITH per_box AS (
    SELECT b.id,
           COALESCE(array_agg(DISTINCT k.cell_key ORDER BY k.cell_key)
                      FILTER (WHERE k.cell_key IS NOT NULL), '{}') AS cell_keys,
           COALESCE(bool_or(k.shipment_id IS NOT NULL AND k.cell_key IS NULL), false) AS unlettered
    FROM unnest(box_ids) AS b(id)
    LEFT JOIN shipment_cell_keys k ON k.shipment_id = b.id
    GROUP BY b.id
  )
  UPDATE shipments s SET cell_keys = p.cell_keys, has_unlettered_pickable = p.unlettered
  FROM per_box p
  WHERE s.id = p.id
    AND (s.cell_keys IS DISTINCT FROM p.cell_keys OR s.has_unlettered_pickable <> p.unlettered);
  SELECT refresh_unpackable_line_ids(box_ids);
$$;

-- Boxes whose packability depends on the lines of the given facilities.
CREATE FUNCTION boxes_of_facilities(facility_ids integer[]) RETURNS bigint[]
LANGUAGE sql STABLE AS $$
  SELECT COALESCE(array_agg(s.id), '{}') FROM shipments s
  WHERE s.packing_facility_id = ANY (facility_ids);
$$;

-- Each trigger below does nothing while the transaction has set ops.defer_packability to 'on'
-- (set_config(…, true)): a bulk load (the seed) sets it and refreshes every box once at its end.

-- A box's contents changed.
CREATE FUNCTION shipment_contents_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ops.defer_packability', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_box_packability(ARRAY(SELECT DISTINCT shipment_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_box_packability(ARRAY(SELECT DISTINCT shipment_id FROM old_rows));
  ELSE
    PERFORM refresh_box_packability(ARRAY(
      SELECT shipment_id FROM new_rows UNION SELECT shipment_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER shipment_contents_inserted AFTER INSERT ON shipment_contents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_contents_changed();
CREATE TRIGGER shipment_contents_updated AFTER UPDATE ON shipment_contents
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_contents_changed();
CREATE TRIGGER shipment_contents_deleted AFTER DELETE ON shipment_contents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_contents_changed();

-- Letters changed: the boxes of that facility and menu holding those pickables.
CREATE FUNCTION pickable_letters_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ops.defer_packability', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_box_packability(ARRAY(
      SELECT DISTINCT s.id FROM new_rows c
      JOIN shipment_contents sc ON sc.pickable_id = c.pickable_id
      JOIN shipments s ON s.id = sc.shipment_id
        AND s.packing_facility_id = c.packing_facility_id AND s.menu_id = c.menu_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_box_packability(ARRAY(
      SELECT DISTINCT s.id FROM old_rows c
      JOIN shipment_contents sc ON sc.pickable_id = c.pickable_id
      JOIN shipments s ON s.id = sc.shipment_id
        AND s.packing_facility_id = c.packing_facility_id AND s.menu_id = c.menu_id));
  ELSE
    PERFORM refresh_box_packability(ARRAY(
      SELECT DISTINCT s.id
      FROM (SELECT packing_facility_id, menu_id, pickable_id FROM new_rows
            UNION SELECT packing_facility_id, menu_id, pickable_id FROM old_rows) c
      JOIN shipment_contents sc ON sc.pickable_id = c.pickable_id
      JOIN shipments s ON s.id = sc.shipment_id
        AND s.packing_facility_id = c.packing_facility_id AND s.menu_id = c.menu_id));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER pickable_letters_inserted AFTER INSERT ON pickable_letters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pickable_letters_changed();
CREATE TRIGGER pickable_letters_updated AFTER UPDATE ON pickable_letters
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pickable_letters_changed();
CREATE TRIGGER pickable_letters_deleted AFTER DELETE ON pickable_letters
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pickable_letters_changed();

-- An accessory code changed: the boxes holding that pickable.
CREATE FUNCTION pickable_code_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ops.defer_packability', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM refresh_box_packability(ARRAY(
    SELECT DISTINCT sc.shipment_id FROM new_rows p
    JOIN shipment_contents sc ON sc.pickable_id = p.id));
  RETURN NULL;
END $$;
CREATE TRIGGER pickables_updated AFTER UPDATE ON pickables
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pickable_code_changed();

-- Zone cells changed: the boxes of every facility with a line on those presets.
CREATE FUNCTION zones_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ops.defer_packability', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_unpackable_line_ids(boxes_of_facilities(ARRAY(
      SELECT DISTINCT pl.packing_facility_id FROM pack_lines pl
      WHERE pl.line_preset_id IN (SELECT line_preset_id FROM new_rows))));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_unpackable_line_ids(boxes_of_facilities(ARRAY(
      SELECT DISTINCT pl.packing_facility_id FROM pack_lines pl
      WHERE pl.line_preset_id IN (SELECT line_preset_id FROM old_rows))));
  ELSE
    PERFORM refresh_unpackable_line_ids(boxes_of_facilities(ARRAY(
      SELECT DISTINCT pl.packing_facility_id FROM pack_lines pl
      WHERE pl.line_preset_id IN (SELECT n.line_preset_id FROM new_rows n
                                  JOIN old_rows o ON o.id = n.id
                                  WHERE n.item_letters IS DISTINCT FROM o.item_letters
                                     OR n.line_preset_id <> o.line_preset_id
                                  UNION SELECT o.line_preset_id FROM new_rows n
                                  JOIN old_rows o ON o.id = n.id
                                  WHERE n.line_preset_id <> o.line_preset_id))));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER zones_inserted AFTER INSERT ON zones
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zones_changed();
CREATE TRIGGER zones_updated AFTER UPDATE ON zones
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zones_changed();
CREATE TRIGGER zones_deleted AFTER DELETE ON zones
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zones_changed();

-- Lines added, removed or given another preset: the boxes of their facilities.
CREATE FUNCTION pack_lines_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ops.defer_packability', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_unpackable_line_ids(boxes_of_facilities(ARRAY(
      SELECT DISTINCT packing_facility_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_unpackable_line_ids(boxes_of_facilities(ARRAY(
      SELECT DISTINCT packing_facility_id FROM old_rows)));
  ELSE
    PERFORM refresh_unpackable_line_ids(boxes_of_facilities(ARRAY(
      SELECT DISTINCT n.packing_facility_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.line_preset_id IS DISTINCT FROM o.line_preset_id)));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER pack_lines_inserted AFTER INSERT ON pack_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pack_lines_changed();
CREATE TRIGGER pack_lines_updated AFTER UPDATE ON pack_lines
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pack_lines_changed();
CREATE TRIGGER pack_lines_deleted AFTER DELETE ON pack_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pack_lines_changed();

-- A line's filters changed: the boxes of its facility.
CREATE FUNCTION pack_line_filters_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ops.defer_packability', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_unpackable_line_ids(boxes_of_facilities(ARRAY(
      SELECT DISTINCT pl.packing_facility_id FROM pack_lines pl
      WHERE pl.id IN (SELECT pack_line_id FROM new_rows))));
  ELSE
    PERFORM refresh_unpackable_line_ids(boxes_of_facilities(ARRAY(
      SELECT DISTINCT pl.packing_facility_id FROM pack_lines pl
      WHERE pl.id IN (SELECT pack_line_id FROM old_rows))));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER pack_line_filters_inserted AFTER INSERT ON pack_line_filters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pack_line_filters_changed();
CREATE TRIGGER pack_line_filters_updated AFTER UPDATE ON pack_line_filters
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pack_line_filters_changed();
CREATE TRIGGER pack_line_filters_deleted AFTER DELETE ON pack_line_filters
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pack_line_filters_changed();

-- Boxes already there.
SELECT refresh_box_packability(ARRAY(SELECT id FROM shipments));

-- The planner reads the unprinted boxes of a facility's menu with these columns.
CREATE INDEX shipments_unprinted_packability ON shipments (packing_facility_id, menu_id)
  INCLUDE (pack_line_plan_group_id, unpackable_line_ids)
  WHERE printed_at IS NULL;
