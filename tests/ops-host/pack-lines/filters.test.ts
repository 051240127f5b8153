import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../ops-host/src/http/access.ts';
import type { CheckedFacility } from '../../../ops-host/src/http/facility-directory.ts';
import { updateLineFilters } from '../../../ops-host/src/pack-lines/filters.ts';
import { startTestOpsHost, type DatabaseKind, type TestOpsHost } from '../../support/ops-host.ts';
import { databaseKinds } from '../../support/stack.ts';

const CHICAGO: CheckedFacility = { id: 1, name: 'Chicago', slug: 'chicago', abbreviation: 'CHI' };

describe.each(await databaseKinds())('a line’s filters on %s', (database: DatabaseKind) => {
  let host: TestOpsHost;
  beforeAll(async () => {
    host = await startTestOpsHost({ database });
  });
  afterAll(() => host?.stop());

  const filtersOf = async (line: string) =>
    (
      await host.handle.db
        .selectFrom('pack_line_filters as f')
        .innerJoin('pack_lines as l', 'l.id', 'f.pack_line_id')
        .select('f.letter')
        .where('l.packing_facility_id', '=', 1)
        .where('l.name', '=', line)
        .orderBy('f.letter')
        .execute()
    ).map((row) => row.letter);

  const eventsSince = (id: number) =>
    host.handle.db
      .selectFrom('realtime_events')
      .select(['channel', 'event', 'payload'])
      .where('id', '>', id)
      .orderBy('id')
      .execute();

  const lastEventId = async () =>
    Number(
      (
        await host.handle.db
          .selectFrom('realtime_events')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );

  it('a planner’s change is stored and told to the planners, the line’s printer and the counts', async () => {
    const before = await filtersOf('C');
    const mark = await lastEventId();
    const result = await updateLineFilters(host.handle.db, {
      facility: CHICAGO,
      lineName: 'C',
      current: before,
      next: [...before, 'M3'],
      by: 'planner',
    });
    expect(result.filters).toEqual([...before, 'M3'].sort());
    expect(await filtersOf('C')).toEqual([...before, 'M3'].sort());
    const events = await eventsSince(mark);
    expect(events.map((e) => [e.channel, e.event])).toEqual([
      ['pack_line_planner_updates_for_CHI', 'filters_updated'],
      ['pack_line_printer_updates_CHI_C', 'filters_updated_by_planner'],
      ['pack_line_planner_updates_for_CHI', 'pack_line_updates'],
    ]);
    expect(events[0]!.payload).toMatchObject({
      pack_line_name: 'C',
      filters: result.filters,
      by: 'planner',
      change_id: result.changeId,
    });
  });

  it('a printer’s change is not announced to the printer as the planner’s', async () => {
    const before = await filtersOf('A');
    const mark = await lastEventId();
    await updateLineFilters(host.handle.db, {
      facility: CHICAGO,
      lineName: 'A',
      current: before,
      next: before,
      by: 'printer',
    });
    const names = (await eventsSince(mark)).map((e) => e.event);
    expect(names).toEqual(['filters_updated', 'pack_line_updates']);
  });

  it('filters changed by someone else since the caller looked are refused with 409 and the filters as they are, changing nothing', async () => {
    const now = await filtersOf('C');
    const mark = await lastEventId();
    const refusal = await updateLineFilters(host.handle.db, {
      facility: CHICAGO,
      lineName: 'C',
      current: [],
      next: ['P1'],
      by: 'planner',
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 409, details: { current_filters: now } });
    expect(await filtersOf('C')).toEqual(now);
    expect(await eventsSince(mark)).toEqual([]);
  });

  it('two planners changing the same line at once: one wins, the other gets 409', async () => {
    const now = await filtersOf('B');
    const attempts = await Promise.allSettled(
      ['P2', 'P3'].map((letter) =>
        updateLineFilters(host.handle.db, {
          facility: CHICAGO,
          lineName: 'B',
          current: now,
          next: [...now, letter],
          by: 'planner',
        }),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const lost = attempts.filter((a) => a.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    const stored = await filtersOf('B');
    expect(stored).toEqual((won[0] as PromiseFulfilledResult<{ filters: string[] }>).value.filters);
  });

  it('a stale preset is refused like stale filters; an unknown line is 404', async () => {
    await expect(
      updateLineFilters(host.handle.db, {
        facility: CHICAGO,
        lineName: 'A',
        presetId: 999_999,
        current: await filtersOf('A'),
        next: [],
        by: 'planner',
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      updateLineFilters(host.handle.db, {
        facility: CHICAGO,
        lineName: 'Z',
        current: [],
        next: [],
        by: 'planner',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
