-- Each facility's printers are on a network of its own, at least a /16: the kiosk types the last
-- two parts of an address, the network gives the first two, and an address outside it is refused
-- (pack-line-printer/printer-address.ts). It replaces the bare prefix, which let any address of
-- the /16 (and any full address) be a target.
ALTER TABLE packing_facilities ADD COLUMN printer_network cidr;

-- What a facility accepted from the kiosk was its prefix's /16; nothing may widen. A facility on
-- the loopback prefix 127.0 prints on the virtual printers, which listen on 127.0.{id}.{line}
-- (printers/demo-printers.ts): it keeps its own /24, so a kiosk no longer reaches another
-- facility's virtual printers.
UPDATE packing_facilities
SET printer_network = CASE
  WHEN printer_network_prefix = '127.0' AND id BETWEEN 0 AND 255
    THEN ('127.0.' || id || '.0/24')::cidr
  ELSE (printer_network_prefix || '.0.0/16')::cidr
END;

ALTER TABLE packing_facilities
  ALTER COLUMN printer_network SET NOT NULL,
  ADD CONSTRAINT packing_facilities_printer_network_check
    CHECK (family(printer_network) = 4 AND masklen(printer_network) >= 16);

-- A printer signed in outside its facility's network leaves its line.
UPDATE printer_assignments a
SET unassigned_at = now()
FROM packing_facilities f
WHERE f.id = a.packing_facility_id
  AND a.unassigned_at IS NULL
  AND NOT (a.printer_ip::inet <<= f.printer_network);

ALTER TABLE packing_facilities DROP COLUMN printer_network_prefix;
