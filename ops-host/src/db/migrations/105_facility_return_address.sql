-- The return address a shipping label prints as its sender: where a carrier brings back a box it
-- could not deliver, the packing facility that shipped it. Nullable, as a facility added by hand
-- may not have one yet; a label of such a facility is refused with the reason (printing a label
-- a carrier would not take helps nobody). The company's four facilities get theirs here, the
-- same as the seed writes (seed/facilities-and-users.ts), so a database seeded before this
-- migration prints the same labels as a new one.
ALTER TABLE packing_facilities
  ADD COLUMN return_address_line1       text,
  ADD COLUMN return_address_line2       text,
  ADD COLUMN return_address_city        text,
  ADD COLUMN return_address_state       text,
  ADD COLUMN return_address_postal_code text;

UPDATE packing_facilities AS f
SET return_address_line1 = a.line1,
    return_address_line2 = a.line2,
    return_address_city = a.city,
    return_address_state = a.state,
    return_address_postal_code = a.postal_code
FROM (VALUES
  (1, '4200 S Packers Ave', 'Dock 7', 'Chicago', 'IL', '60609'),
  (2, '1650 S Waterman Ave', NULL, 'San Bernardino', 'CA', '92408'),
  (7, '15700 E 40th Ave', 'Suite 100', 'Aurora', 'CO', '80011'),
  (8, '2001 Benhill Ave', NULL, 'Baltimore', 'MD', '21226')
) AS a (id, line1, line2, city, state, postal_code)
WHERE f.id = a.id;
