import type { HistoryAuthor } from '@ops/schema/history';
import type { Db } from '../db/database.ts';
import { recordHistory } from '../history/record.ts';
import { HttpError } from '../http/access.ts';
import { loadLineZone } from './zones.ts';

export interface SubmissionBody {
  packing_facility_abbreviation: string;
  line_letter: string;
  submission: {
    shipment_id: number;
    submission_type: 'near_miss' | 'qc';
    qa_zone_id: number;
    /** Per pick station (zone id) a list of missing, wrong, quality or extra; and box_upsize. */
    issues: Record<string, string[] | boolean>;
  };
}

export const SUBMISSION_NOT_QA = (zone: number) => `Zone ${zone} is not a QA zone.`;
export const SUBMISSION_UNKNOWN_BOX = (box: number) => `No box ${box} at this facility.`;

/** Stores a QA zone's near-miss or QC submission, with its issues per pick station. */
export async function recordSubmission(
  db: Db,
  facilityId: number,
  body: SubmissionBody,
  /** The zone screen in words, for history. */
  author: (lineName: string, zoneId: number) => HistoryAuthor,
): Promise<number> {
  const { submission } = body;
  const { line, zone } = await loadLineZone(
    db,
    facilityId,
    body.line_letter,
    submission.qa_zone_id,
  );
  if (zone.type !== 'QA') throw new HttpError(422, SUBMISSION_NOT_QA(zone.zoneId));
  const box = await db
    .selectFrom('shipments')
    .select(['id', 'barcode'])
    .where('id', '=', submission.shipment_id)
    .where('packing_facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!box) throw new HttpError(404, SUBMISSION_UNKNOWN_BOX(submission.shipment_id));
  const { box_upsize: boxUpsize, ...issues } = submission.issues;
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('submissions')
      .values({
        shipment_id: submission.shipment_id,
        submission_type: submission.submission_type,
        pack_line_id: line.id,
        qa_zone_id: zone.zoneId,
        issues: JSON.stringify(issues),
        box_upsize: boxUpsize === true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const what = submission.submission_type === 'qc' ? 'QC' : 'Near miss';
    await recordHistory(tx, author(line.name, zone.zoneId), {
      facilityId,
      kind: 'zone_display.qa_submitted',
      summary: `${what} submitted for box ${box.barcode} on line ${line.name} (zone ${zone.zoneId})`,
      before: null,
      after: {
        box: box.barcode,
        type: submission.submission_type,
        issues,
        boxUpsize: boxUpsize === true,
      },
    });
    return row.id;
  });
}
