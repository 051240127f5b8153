import type { HistoryAuthor } from '@ops/schema/history';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { OPERATOR_AUTHOR } from '../history/author.ts';
import { recordHistory } from '../history/record.ts';
import { publishRegionEvents } from './events.ts';

/** A request that cannot start a run (unknown facility, no boxes that day): a 4xx, not a fault. */
export class LabelGenerationRefused extends Error {
  constructor(
    message: string,
    /** 400: the request is wrong; 409: it conflicts with a run in progress. */
    readonly statusCode: 400 | 409 = 400,
  ) {
    super(message);
  }
}

export interface RunRegion {
  id: number;
  regionId: number;
  name: string;
}

export interface Scope {
  facilityId: number;
  shipDate: string;
}

/** Who starts a run, as history names them: the operator's command or the daily schedule. */
const RUN_AUTHORS: Record<'schedule' | 'cli', HistoryAuthor> = {
  cli: OPERATOR_AUTHOR,
  schedule: { kind: 'system', id: null, name: 'Scheduled label generation' },
};

/**
 * Marks the run and each region shipping that day In Progress (a rerun clears the previous
 * errors), announces it and records it in history. One transaction: a run is either started for
 * every region or not.
 */
export async function startRun(
  db: Db,
  scope: Scope,
  triggeredBy: 'schedule' | 'cli',
): Promise<RunRegion[]> {
  return db.transaction().execute(async (tx) => {
    const facility = await tx
      .selectFrom('packing_facilities')
      .select(['id', 'abbreviated_name'])
      .where('id', '=', scope.facilityId)
      .executeTakeFirst();
    if (!facility) throw new LabelGenerationRefused(`No packing facility ${scope.facilityId}.`);
    const regions = await tx
      .selectFrom('shipments as s')
      .innerJoin('shipping_regions as sr', 'sr.id', 's.shipping_region_id')
      .select((eb) => [
        'sr.id',
        'sr.name',
        eb.fn.countAll<number>().as('expected'),
        sql<number>`count(*) FILTER (WHERE s.is_postponed)`.as('postponed'),
      ])
      .where('s.packing_facility_id', '=', scope.facilityId)
      .where('s.ship_date', '=', scope.shipDate)
      .groupBy(['sr.id', 'sr.name'])
      .orderBy('sr.name')
      .execute();
    if (regions.length === 0) {
      throw new LabelGenerationRefused(`No boxes ship from this facility on ${scope.shipDate}.`);
    }
    const run = await tx
      .insertInto('label_generation_runs')
      .values({
        packing_facility_id: scope.facilityId,
        ship_date: scope.shipDate,
        status: 'In Progress',
        triggered_by: triggeredBy,
      })
      .onConflict((oc) =>
        oc.columns(['packing_facility_id', 'ship_date']).doUpdateSet({
          status: 'In Progress',
          triggered_by: triggeredBy,
          started_at: sql`now()`,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const started: RunRegion[] = [];
    for (const region of regions) {
      const row = await tx
        .insertInto('label_generation_regions')
        .values({
          label_generation_run_id: run.id,
          shipping_region_id: region.id,
          status: 'In Progress',
          expected_count: Number(region.expected),
          postponed_count: Number(region.postponed),
        })
        .onConflict((oc) =>
          oc.columns(['label_generation_run_id', 'shipping_region_id']).doUpdateSet((eb) => ({
            status: 'In Progress',
            expected_count: eb.ref('excluded.expected_count'),
            postponed_count: eb.ref('excluded.postponed_count'),
            updated_at: sql`now()`,
          })),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .deleteFrom('label_errors')
        .where('label_generation_region_id', '=', row.id)
        .execute();
      const publish = publishRegionEvents(tx, region.name, scope.shipDate);
      await publish.progress('In Progress');
      await publish.postponed(Number(region.postponed));
      started.push({ id: row.id, regionId: region.id, name: region.name });
    }
    const names = started.map((region) => region.name);
    await recordHistory(tx, RUN_AUTHORS[triggeredBy], {
      facilityId: scope.facilityId,
      kind: 'label_status.generation_started',
      summary: `Label generation started: ${facility.abbreviated_name}, ${scope.shipDate}, ${names.join(', ')}`,
      before: null,
      after: { shipDate: scope.shipDate, regions: names },
    });
    return started;
  });
}
