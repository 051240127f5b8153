import type { ColumnType, Generated } from 'kysely';

/** PDFs made for download (generated labels, zone barcodes), kept for any host to hand out. */
export interface GeneratedPdfsTable {
  id: Generated<string>;
  packing_facility_id: number;
  kind: 'labels' | 'zone_barcodes';
  filename: string;
  content: Uint8Array;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface GeneratedPdfTables {
  generated_pdfs: GeneratedPdfsTable;
}
