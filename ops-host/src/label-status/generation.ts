import { sql } from 'kysely';
import { formatTrackingNumber, type LabelProgressStatus } from '@ops/schema/label-status/rules';
import type { Db, Tx } from '../db/database.ts';
import {
  brokenData,
  BrokenRegion,
  pendingBoxes,
  postponedCount,
  verdictOf,
  type BoxError,
} from './boxes.ts';
import { publishRegionEvents } from './events.ts';
import type { RunRegion, Scope } from './start-run.ts';
export interface GenerationOptions {
  /** Boxes labelled per transaction. */
  batchSize: number;
  /** Rest between batches, so a big run leaves the database to the floor's label printing. */
  batchPauseMs: number;
  triggeredBy: 'schedule' | 'cli';
  onProgress?: (progress: RegionProgress) => void;
}

export interface RegionProgress {
  region: string;
  status: LabelProgressStatus;
  labelled: number;
  postponed: number;
}

export interface RunSummary {
  packing_facility_id: number;
  ship_date: string;
  status: LabelProgressStatus;
  regions: RegionProgress[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function setRegionStatus(tx: Tx, region: RunRegion, status: LabelProgressStatus) {
  await tx
    .updateTable('label_generation_regions')
    .set({ status, updated_at: new Date() })
    .where('id', '=', region.id)
    .execute();
}

/** Errors the region: its error list, then its status; no box of it gets a label. */
async function errorRegion(
  db: Db,
  scope: Scope,
  region: RunRegion,
  errors: BoxError[],
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('label_errors')
      .values(errors.map((error) => ({ ...error, label_generation_region_id: region.id })))
      .execute();
    await setRegionStatus(tx, region, 'Errored');
    const publish = publishRegionEvents(tx, region.name, scope.shipDate);
    await publish.errors(
      errors.map(({ error_class, error_message }) => ({ error_class, error_message })),
    );
    await publish.progress('Errored');
  });
}

/**
 * Labels (or postpones) the next batch of the region's waiting boxes in one transaction. The rows
 * are locked (SKIP LOCKED: a concurrent run takes other boxes), tracking numbers come from the
 * database's sequence and are written only where none is set, so a number is never given twice.
 */
async function labelBatch(
  db: Db,
  scope: Scope,
  region: RunRegion,
  batchSize: number,
): Promise<{ labelled: number; postponed: number }> {
  return db.transaction().execute(async (tx) => {
    const boxes = await pendingBoxes(tx, scope, region.regionId)
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    const broken = brokenData(boxes);
    if (broken.length > 0) throw new BrokenRegion(broken);
    const toLabel = boxes.filter((box) => verdictOf(box).kind === 'label');
    const toPostpone = boxes.filter((box) => verdictOf(box).kind === 'postpone');
    const numbers = await sql<{ value: string }>`
      SELECT nextval('tracking_number_seq')::text AS value
      FROM generate_series(1, ${toLabel.length})`.execute(tx);
    for (const [index, box] of toLabel.entries()) {
      await tx
        .updateTable('shipments')
        .set({ tracking_number: formatTrackingNumber(numbers.rows[index]!.value) })
        .where('id', '=', box.id)
        .where('tracking_number', 'is', null)
        .execute();
    }
    for (const box of toPostpone) {
      const verdict = verdictOf(box);
      await tx
        .updateTable('shipments')
        .set({
          is_postponed: true,
          postponed_reason: verdict.kind === 'postpone' ? verdict.reason : null,
          // A postponed box leaves its plan group so it never holds the group open.
          pack_line_plan_group_id: null,
        })
        .where('id', '=', box.id)
        .execute();
    }
    if (toPostpone.length > 0) {
      const count = await postponedCount(tx, scope, region.regionId);
      await tx
        .updateTable('label_generation_regions')
        .set({ postponed_count: count, updated_at: new Date() })
        .where('id', '=', region.id)
        .execute();
      await publishRegionEvents(tx, region.name, scope.shipDate).postponed(count);
    }
    return { labelled: toLabel.length, postponed: toPostpone.length };
  });
}

function fault(error: unknown): BoxError {
  return {
    shipment_id: null,
    error_class: error instanceof Error ? error.name : 'Error',
    error_message: error instanceof Error ? error.message : String(error),
  };
}

async function runRegion(
  db: Db,
  scope: Scope,
  region: RunRegion,
  options: GenerationOptions,
): Promise<RegionProgress> {
  const progress: RegionProgress = {
    region: region.name,
    status: 'In Progress',
    labelled: 0,
    postponed: 0,
  };
  // A region with any broken box gets no labels at all: it waits for a person as a whole.
  const broken = brokenData(await pendingBoxes(db, scope, region.regionId).execute());
  try {
    if (broken.length > 0) throw new BrokenRegion(broken);
    for (;;) {
      const batch = await labelBatch(db, scope, region, options.batchSize);
      if (batch.labelled + batch.postponed === 0) break;
      progress.labelled += batch.labelled;
      progress.postponed += batch.postponed;
      options.onProgress?.({ ...progress });
      if (options.batchPauseMs > 0) await pause(options.batchPauseMs);
    }
  } catch (error) {
    // Broken data, or a fault of this region's run (the carrier refusing, say): either way the
    // region is Errored with the reason, so a person sees it instead of an endless In Progress,
    // and the other regions still get their labels.
    await errorRegion(
      db,
      scope,
      region,
      error instanceof BrokenRegion ? error.errors : [fault(error)],
    );
    progress.status = 'Errored';
    options.onProgress?.({ ...progress });
    return progress;
  }
  await db.transaction().execute(async (tx) => {
    await setRegionStatus(tx, region, 'Completed');
    await publishRegionEvents(tx, region.name, scope.shipDate).progress('Completed');
  });
  progress.status = 'Completed';
  options.onProgress?.({ ...progress });
  return progress;
}

/**
 * Walks a started run's regions in name order, boxes in batches, and records how it ended. Safe
 * to run again after an interruption: a new run picks up the boxes still waiting.
 */
export async function completeRun(
  db: Db,
  scope: Scope,
  regions: RunRegion[],
  options: GenerationOptions,
): Promise<RunSummary> {
  const results: RegionProgress[] = [];
  for (const region of regions) results.push(await runRegion(db, scope, region, options));
  const status = results.some((result) => result.status === 'Errored') ? 'Errored' : 'Completed';
  await db
    .updateTable('label_generation_runs')
    .set({ status, labels_generated_at: new Date() })
    .where('packing_facility_id', '=', scope.facilityId)
    .where('ship_date', '=', scope.shipDate)
    .execute();
  return {
    packing_facility_id: scope.facilityId,
    ship_date: scope.shipDate,
    status,
    regions: results,
  };
}
