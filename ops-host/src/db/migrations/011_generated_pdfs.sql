-- PDFs made for people to download (generated labels, zone barcodes). Kept in the database, not
-- on one host's disk, so that whichever host a gateway asks can hand them out.
CREATE TABLE generated_pdfs (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  kind                text NOT NULL CHECK (kind IN ('labels', 'zone_barcodes')),
  filename            text NOT NULL,
  content             bytea NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX generated_pdfs_facility ON generated_pdfs (packing_facility_id, created_at DESC);
