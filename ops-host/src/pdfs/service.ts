import type { HistoryAuthor } from '@ops/schema/history';
import { sql } from 'kysely';
import type { Db, Queryable } from '../db/database.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { HttpError } from '../http/access.ts';
import { recordHistory } from '../history/record.ts';
import type { Notifier } from '../notifier/notifier.ts';
import { labelContent, labelContentQuery } from '../printer-kiosk/label-content.ts';
import { labelsPdf, zoneBarcodesPdf } from './documents.ts';

export interface StoredPdf {
  id: string;
  filename: string;
  /** Where users download it: the gateway's download route. */
  download_path: string;
}

export const downloadPath = (id: string, facilityId: number) =>
  `/downloads/pdfs/${id}?packing_facility_id=${facilityId}`;

async function storePdf(
  db: Queryable,
  facilityId: number,
  kind: 'labels' | 'zone_barcodes',
  filename: string,
  content: Buffer,
): Promise<StoredPdf> {
  const result = await sql<{ id: string }>`
    INSERT INTO generated_pdfs (packing_facility_id, kind, filename, content)
    VALUES (${facilityId}, ${kind}, ${filename}, ${content})
    RETURNING id`.execute(db);
  const id = result.rows[0]!.id;
  return { id, filename, download_path: downloadPath(id, facilityId) };
}

/** A stored PDF of the facility, or 404. */
export async function readPdf(db: Queryable, facilityId: number, id: string) {
  const result = await sql<{ filename: string; content: Uint8Array }>`
    SELECT filename, content FROM generated_pdfs
    WHERE id = ${id}::uuid AND packing_facility_id = ${facilityId}`.execute(db);
  const row = result.rows[0];
  if (!row) throw new HttpError(404, 'There is no such PDF for this packing facility.');
  return { filename: row.filename, content: Buffer.from(row.content) };
}

/**
 * One PDF of the labels of the given groups' boxes (a page per box), stored for download and
 * announced in the labels chat with its link. Groups of another facility are refused (422).
 */
export async function generateGroupLabelsPdf(
  db: Db,
  notifier: Notifier,
  publicUrl: string,
  facility: CheckedFacility,
  groupIds: readonly number[],
  author: HistoryAuthor,
): Promise<StoredPdf> {
  const groups = await db
    .selectFrom('pack_line_plan_groups')
    .select(['id', 'name'])
    .where('id', 'in', groupIds)
    .where('packing_facility_id', '=', facility.id)
    .execute();
  const missing = groupIds.filter((id) => !groups.some((group) => group.id === id));
  if (missing.length > 0) {
    throw new HttpError(422, `No pack line plan group ${missing.join(', ')} at ${facility.name}.`);
  }
  // A printed box shows its label as printed (its line and record); another, its group's line.
  const boxes = await labelContentQuery(db)
    .innerJoin('pack_line_plan_groups as g', 'g.id', 's.pack_line_plan_group_id')
    .leftJoin('pack_lines as pl', 'pl.id', 'g.pack_line_id')
    .leftJoin('labels as lb', 'lb.shipment_id', 's.id')
    .leftJoin('pack_lines as lpl', 'lpl.id', 'lb.pack_line_id')
    .select(['pl.name as group_line', 'lb.id as label_id', 'lpl.name as label_line'])
    .where('g.id', 'in', groupIds)
    .orderBy('g.ship_date')
    .orderBy('g.display_order')
    .orderBy('g.id')
    .orderBy('s.id')
    .execute();
  const labels = boxes.map((box) =>
    labelContent(box, {
      packLineName: box.label_id === null ? box.group_line : (box.label_line ?? box.group_line),
      metadataId: box.label_id === null ? null : Number(box.label_id),
    }),
  );
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const filename = `labels-${facility.abbreviation}-${stamp}.pdf`;
  const content = await labelsPdf(`Labels, ${facility.name}`, labels);
  const names = groups.map((group) => group.name).join(', ');
  const stored = await db.transaction().execute(async (tx) => {
    const pdf = await storePdf(tx, facility.id, 'labels', filename, content);
    await recordHistory(tx, author, {
      facilityId: facility.id,
      kind: 'planner.pdfs_generated',
      summary: `Label PDF of ${groups.length} group(s) (${names}), ${boxes.length} label(s)`,
      before: null,
      after: {
        groups: groups.map((g) => ({ id: g.id, name: g.name })),
        labels: boxes.length,
        filename,
      },
    });
    return pdf;
  });
  await notifier.send({
    kind: 'chat',
    subject: `Generated label PDF for ${facility.name}`,
    text: `${boxes.length} label(s) of ${groups.length} group(s) (${names}): ${publicUrl}${stored.download_path}`,
  });
  return stored;
}

/** The CFG barcodes of a line's zones, one page each, mailed and stored for download. */
export async function generateZoneBarcodesPdf(
  db: Db,
  notifier: Notifier,
  facility: CheckedFacility,
  packLineId: number,
  author: HistoryAuthor,
): Promise<StoredPdf> {
  const line = await db
    .selectFrom('pack_lines as pl')
    .leftJoin('line_presets as lp', 'lp.id', 'pl.line_preset_id')
    .select(['pl.id', 'pl.name', 'pl.line_preset_id', 'lp.name as preset_name'])
    .where('pl.id', '=', packLineId)
    .where('pl.packing_facility_id', '=', facility.id)
    .executeTakeFirst();
  if (!line) throw new HttpError(422, `No pack line ${packLineId} at ${facility.name}.`);
  if (line.line_preset_id === null) {
    throw new HttpError(422, `Pack line ${line.name} has no preset, so it has no zones.`);
  }
  const zones = await db
    .selectFrom('zones')
    .select(['zone_id', 'pickable_type'])
    .where('line_preset_id', '=', line.line_preset_id)
    .orderBy('zone_id')
    .execute();
  const content = await zoneBarcodesPdf(
    `Zone barcodes, ${facility.name} line ${line.name}`,
    zones.map((zone) => ({
      barcode: `CFG-${facility.abbreviation}-${line.name}-${zone.zone_id}`,
      caption: `Line ${line.name}, zone ${zone.zone_id} (${zone.pickable_type})`,
    })),
  );
  const filename = `zone-barcodes-${facility.abbreviation}-${line.name}.pdf`;
  const stored = await db.transaction().execute(async (tx) => {
    const pdf = await storePdf(tx, facility.id, 'zone_barcodes', filename, content);
    await recordHistory(tx, author, {
      facilityId: facility.id,
      kind: 'line_preset.zone_barcodes_generated',
      summary: `Zone barcodes PDF of line ${line.name} (preset ${line.preset_name ?? ''}), ${zones.length} zone(s)`,
      before: null,
      after: { line: line.name, preset: line.preset_name, zones: zones.length, filename },
    });
    return pdf;
  });
  await notifier.send({
    kind: 'mail',
    subject: `Zone barcodes for ${facility.name} pack line ${line.name}`,
    text: `The zone configuration barcodes of pack line ${line.name} (preset ${line.preset_name ?? ''}), one page per zone, are attached.`,
    attachments: [{ filename, content, contentType: 'application/pdf' }],
  });
  return stored;
}
