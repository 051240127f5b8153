-- An API key's entries are filed under each facility the key reaches, as they are now recorded
-- (api-keys/service.ts): an entry of no facility showed on no facility's History.

-- Each facility-less key entry with the facilities it is filed under: a creation lists them in
-- its after; a revocation is of the revoked key of its name revoked nearest to its time.
CREATE TEMPORARY TABLE history_refiled ON COMMIT DROP AS
SELECT h.id AS history_id, f.id AS facility_id
FROM history h
CROSS JOIN LATERAL jsonb_array_elements_text(h.after -> 'facilityIds') AS reached(id)
JOIN packing_facilities f ON f.id = reached.id::integer
WHERE h.kind = 'api_key.created' AND h.packing_facility_id IS NULL
UNION ALL
SELECT h.id, k.packing_facility_id
FROM history h
CROSS JOIN LATERAL (
  SELECT id FROM api_keys
  WHERE name = h.before ->> 'name' AND revoked_at IS NOT NULL
  ORDER BY abs(extract(epoch FROM revoked_at - h.recorded_at)), id
  LIMIT 1
) AS revoked
JOIN api_key_packing_facilities k ON k.api_key_id = revoked.id
WHERE h.kind = 'api_key.revoked' AND h.packing_facility_id IS NULL;

-- The facility list leaves the entry: each facility's copy names no other facility.
INSERT INTO history (recorded_at, packing_facility_id, screen, kind, author_kind, author_id,
                     author_name, summary, before, after)
SELECT h.recorded_at, r.facility_id, h.screen, h.kind, h.author_kind, h.author_id, h.author_name,
       h.summary, h.before, h.after - 'facilityIds'
FROM history h JOIN history_refiled r ON r.history_id = h.id
ORDER BY h.id, r.facility_id;

-- An entry whose facilities are not found any more stays as it was rather than be lost.
DELETE FROM history WHERE id IN (SELECT history_id FROM history_refiled);
