import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import { LabelGenerationRunner } from '../../../ops-host/src/label-status/runner.ts';
import { dueRuns } from '../../../ops-host/src/label-status/schedule.ts';
import {
  regionsShippingOnDay,
  trackerFacilities,
} from '../../../ops-host/src/label-status/tracker.ts';
import { eventsAfter, latestEventId } from '../../../ops-host/src/realtime/publish.ts';
import { openSeededDatabase, TUESDAY } from '../seed/support.ts';

/** Chicago on the Tuesday of the seed: Wednesday's and Thursday's labels are still to come. */
const CHICAGO = 1;
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

let handle: DatabaseHandle;
let runner: LabelGenerationRunner;
beforeAll(async () => {
  handle = (await openSeededDatabase('demo', TUESDAY)).handle;
  runner = new LabelGenerationRunner(handle.db, { batchSize: 25, batchPauseMs: 0 });
}, 120_000);
afterAll(() => handle?.close());

async function boxes(shipDate: string) {
  return handle.db
    .selectFrom('shipments as s')
    .innerJoin('shipping_regions as r', 'r.id', 's.shipping_region_id')
    .select([
      's.id',
      'r.name as region',
      's.tracking_number',
      's.is_postponed',
      's.pack_line_plan_group_id',
      's.address_line1',
    ])
    .where('s.packing_facility_id', '=', CHICAGO)
    .where('s.ship_date', '=', shipDate)
    .execute();
}

async function run(shipDate: string) {
  const started = await runner.start({ facility: 'CHI', shipDate, triggeredBy: 'cli' });
  return started.done;
}

describe('the schedule, before any run', () => {
  it.each([
    ['Tuesday 17:59 Chicago time: nothing yet for Wednesday', '2026-11-24T23:59:00Z', []],
    ['Tuesday 18:00 Chicago time: Wednesday is due', '2026-11-25T00:00:00Z', [WEDNESDAY]],
  ])('%s', async (_case, at, expected) => {
    const due = await dueRuns(handle.db, new Date(at), '18:00');
    expect(due.filter((run) => run.facilityId === CHICAGO).map((run) => run.shipDate)).toEqual(
      expected,
    );
  });
});

describe('label generation', () => {
  it('before a run, the ship day lists its regions with no status and the boxes it will postpone', async () => {
    const regions = await regionsShippingOnDay(handle.db, CHICAGO, WEDNESDAY);
    expect(regions.length).toBeGreaterThan(1);
    expect(regions.every((region) => region.labels_progress.status === null)).toBe(true);
    const [facility] = await trackerFacilities(handle.db, [CHICAGO], TUESDAY);
    const day = facility!.ship_days.find((entry) => entry.day === WEDNESDAY)!;
    const all = await boxes(WEDNESDAY);
    expect(day.labels_generated_at).toBeNull();
    expect(day.expected_shipments).toBe(all.length);
    expect(day.estimated_postponed_count).toBe(all.filter((box) => !box.address_line1).length);
  });

  it('labels every box with an address once, postpones the others out of their groups, and announces each region', async () => {
    const before = await latestEventId(handle.db);
    const summary = await run(WEDNESDAY);
    expect(summary.status).toBe('Completed');

    const after = await boxes(WEDNESDAY);
    const postponed = after.filter((box) => box.is_postponed);
    expect(postponed.length).toBeGreaterThan(0);
    expect(
      postponed.every(
        (box) => box.tracking_number === null && box.pack_line_plan_group_id === null,
      ),
    ).toBe(true);
    const labelled = after.filter((box) => !box.is_postponed);
    expect(labelled.every((box) => /^1ZOPS\d{13}$/.test(box.tracking_number ?? ''))).toBe(true);
    expect(new Set(labelled.map((box) => box.tracking_number)).size).toBe(labelled.length);

    const regions = await regionsShippingOnDay(handle.db, CHICAGO, WEDNESDAY);
    for (const region of regions) {
      expect(region.labels_progress.status).toBe('Completed');
      expect(region.postponed_shipments.count).toBe(
        postponed.filter((box) => box.region === region.name).length,
      );
      const events = await eventsAfter(
        handle.db,
        `label-status-${region.name}-${WEDNESDAY}`,
        before,
      );
      const statuses = events
        .filter((event) => event.event === 'labels_progress_updates')
        .map((event) => (event.payload as { status: string }).status);
      expect(statuses).toEqual(['In Progress', 'Completed']);
    }
    const [facility] = await trackerFacilities(handle.db, [CHICAGO], TUESDAY);
    const day = facility!.ship_days.find((entry) => entry.day === WEDNESDAY)!;
    expect(day.labels_generated_at).not.toBeNull();
    expect(day.labels_generated_at_stringify).toMatch(
      /^\w{3} \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M C[SD]T$/,
    );
    expect(day.estimated_postponed_count).toBe(postponed.length);
  });

  it('a second run changes no tracking number', async () => {
    const first = await boxes(WEDNESDAY);
    await run(WEDNESDAY);
    expect(await boxes(WEDNESDAY)).toEqual(first);
  });

  it('records each run started in history, by the operator, with its day and regions', async () => {
    const started = () =>
      handle.db
        .selectFrom('history')
        .selectAll()
        .where('kind', '=', 'label_status.generation_started')
        .where('packing_facility_id', '=', CHICAGO)
        .orderBy('id')
        .execute();
    const before = await started();
    await run(WEDNESDAY);
    const added = (await started()).slice(before.length);
    const regions = await regionsShippingOnDay(handle.db, CHICAGO, WEDNESDAY);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      screen: 'label_status',
      author_kind: 'operator',
      author_name: 'Operator',
      before: null,
      after: { shipDate: WEDNESDAY, regions: regions.map((region) => region.name).sort() },
      undo: null,
    });
  });

  it('a region with a malformed postal code is Errored with one error per bad box and gets no labels', async () => {
    const before = await latestEventId(handle.db);
    const summary = await run(THURSDAY);
    expect(summary.status).toBe('Errored');
    const regions = await regionsShippingOnDay(handle.db, CHICAGO, THURSDAY);
    const broken = regions.find((region) => region.name === 'Upper Peninsula')!;
    expect(broken.labels_progress.status).toBe('Errored');
    expect(broken.labels_error.length).toBeGreaterThan(0);
    expect(broken.labels_error[0]).toEqual({
      error_class: 'AddressValidationError',
      error_message: expect.stringMatching(
        /^Shipment \d+: postal code ".*" is not a valid US ZIP code$/,
      ),
    });
    const upBoxes = (await boxes(THURSDAY)).filter((box) => box.region === 'Upper Peninsula');
    expect(upBoxes.every((box) => box.tracking_number === null)).toBe(true);
    expect(
      regions
        .filter((region) => region !== broken)
        .every((r) => r.labels_progress.status === 'Completed'),
    ).toBe(true);

    const events = await eventsAfter(handle.db, `label-status-Upper Peninsula-${THURSDAY}`, before);
    const errorEvent = events.find((event) => event.event === 'labels_error_updates')!;
    expect((errorEvent.payload as { errors: unknown[] }).errors).toEqual(broken.labels_error);
    expect(events.at(-1)).toMatchObject({
      event: 'labels_progress_updates',
      payload: { status: 'Errored' },
    });
  });

  it('refuses an unknown facility, a bad date and a day without boxes, changing nothing', async () => {
    const before = await latestEventId(handle.db);
    await expect(run('2026-02-30')).rejects.toThrow(
      'Ship date "2026-02-30" must be a date written yyyy-MM-dd.',
    );
    await expect(
      runner.start({ facility: 'XYZ', shipDate: WEDNESDAY, triggeredBy: 'cli' }),
    ).rejects.toThrow('Unknown packing facility "XYZ".');
    await expect(run('2026-11-28')).rejects.toThrow(
      'No boxes ship from this facility on 2026-11-28.',
    );
    expect(await latestEventId(handle.db)).toBe(before);
  });

  it('refuses a second run of the same day while one is running', async () => {
    const first = await runner.start({ facility: '1', shipDate: WEDNESDAY, triggeredBy: 'cli' });
    await expect(run(WEDNESDAY)).rejects.toMatchObject({ statusCode: 409 });
    await first.done;
  });
});

describe('a run that fails', () => {
  it('errors each region with the reason and assigns nothing when tracking numbers run out', async () => {
    await sql`SELECT setval('tracking_number_seq', 9999999999999)`.execute(handle.db);
    const started = await runner.start({
      facility: 'BAL',
      shipDate: WEDNESDAY,
      triggeredBy: 'cli',
    });
    const summary = await started.done;
    expect(summary.status).toBe('Errored');
    const regions = await regionsShippingOnDay(handle.db, 8, WEDNESDAY);
    for (const region of regions) {
      expect(region.labels_progress.status).toBe('Errored');
      expect(region.labels_error).toEqual([
        {
          error_class: 'RangeError',
          error_message: expect.stringMatching(
            /^Tracking number sequence value out of range: 1\d{13}$/,
          ),
        },
      ]);
    }
    const labelled = await handle.db
      .selectFrom('shipments')
      .select('id')
      .where('packing_facility_id', '=', 8)
      .where('ship_date', '=', WEDNESDAY)
      .where('tracking_number', 'is not', null)
      .execute();
    expect(labelled).toEqual([]);
  });
});

describe('the schedule, after runs', () => {
  it('a run left In Progress is due again; Completed and Errored runs are not', async () => {
    const at = new Date('2026-11-26T00:30:00Z'); // Wednesday 18:30 in Chicago: Thursday is due
    expect((await dueRuns(handle.db, at, '18:00')).filter((r) => r.facilityId === CHICAGO)).toEqual(
      [],
    );
    await handle.db
      .updateTable('label_generation_runs')
      .set({ status: 'In Progress' })
      .where('packing_facility_id', '=', CHICAGO)
      .where('ship_date', '=', THURSDAY)
      .execute();
    expect((await dueRuns(handle.db, at, '18:00')).filter((r) => r.facilityId === CHICAGO)).toEqual(
      [{ facilityId: CHICAGO, shipDate: THURSDAY }],
    );
  });
});
