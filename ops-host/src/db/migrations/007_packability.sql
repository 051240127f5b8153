-- Packability, in one place: a box cannot be packed on a pack line when one of its
-- pickables has no cell on the line's preset, or its letter is filtered on that line. Every
-- screen that counts unpackable boxes, picks the next box to print or lights a zone reads these.

-- What a zone cell names for each pickable a box holds: accessories by their code (WB, PC, AC,
-- FC, PI), everything else by the letter the box's facility gave it for the box's menu. NULL when
-- the pickable has no letter yet: such a box cannot be packed on any line (unconfigured).
CREATE VIEW shipment_cell_keys AS
SELECT sc.shipment_id,
       sc.pickable_id,
       sc.quantity,
       COALESCE(p.accessory_code, l.letter) AS cell_key
FROM shipment_contents sc
JOIN shipments s ON s.id = sc.shipment_id
JOIN pickables p ON p.id = sc.pickable_id
LEFT JOIN pickable_letters l
  ON l.packing_facility_id = s.packing_facility_id
 AND l.menu_id = s.menu_id
 AND l.pickable_id = sc.pickable_id;

-- Every non-empty cell of every line's preset: which zone holds which key, and where.
CREATE VIEW pack_line_cells AS
SELECT pl.id AS pack_line_id,
       z.zone_id,
       z.pickable_type,
       cell.key AS cell_key,
       (cell.position - 1)::integer AS cell_index
FROM pack_lines pl
JOIN zones z ON z.line_preset_id = pl.line_preset_id
CROSS JOIN LATERAL unnest(z.item_letters) WITH ORDINALITY AS cell(key, position)
WHERE cell.key <> '';
