import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { seenOf } from '../../support/planner.ts';

let host: TestOpsHost;
let admin: string;
beforeAll(async () => {
  host = await startTestOpsHost();
  admin = await signInCookie(host.url);
});
afterAll(() => host?.stop());

const BASE = '/pack_line_planner';

function call(method: string, path: string, body?: unknown) {
  return fetch(`${host.url}${path}`, {
    method,
    headers: {
      cookie: admin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const planner = async (): Promise<Json> =>
  readJson(await call('GET', `${BASE}/pack_line_plan_groups?packing_facility_id=1`));
const lineOf = (view: Json, name: string) =>
  view.pack_lines.find((line: Json) => line.name === name);

async function lastEventId() {
  const row = await host.handle.db
    .selectFrom('realtime_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
const eventsSince = (id: number) =>
  host.handle.db
    .selectFrom('realtime_events')
    .select(['channel', 'event'])
    .where('id', '>', id)
    .orderBy('id')
    .execute();

describe('filters through the planner', () => {
  it('saves new filters and refuses stale ones with 409 and the current filters, changing nothing', async () => {
    const before = lineOf(await planner(), 'A').filters as string[];
    const first = await call('PUT', `${BASE}/filters`, {
      packing_facility_id: 1,
      pack_line_name: 'A',
      current_filters: before,
      new_filters: [...before, 'M1'],
    });
    expect(first.status).toBe(200);
    expect((await readJson(first)).filters).toContain('M1');
    const mark = await lastEventId();
    const stale = await call('PUT', `${BASE}/filters`, {
      packing_facility_id: 1,
      pack_line_name: 'A',
      current_filters: before,
      new_filters: [...before, 'M2'],
    });
    expect(stale.status).toBe(409);
    const body = await readJson(stale);
    expect(body.current_filters).toEqual([...before, 'M1'].sort());
    expect(lineOf(await planner(), 'A').filters).toEqual([...before, 'M1'].sort());
    expect(await eventsSince(mark)).toEqual([]);
  });
});

describe('a line’s preset', () => {
  it('changes and tells the planners and the line’s zone screens', async () => {
    const view = await planner();
    const presets = await host.handle.db
      .selectFrom('line_presets')
      .select('id')
      .where('packing_facility_id', '=', 1)
      .execute();
    const current = lineOf(view, 'E').line_preset?.id;
    const other = presets.find((preset) => preset.id !== current)!.id;
    const mark = await lastEventId();
    const response = await call('PUT', `${BASE}/pack_lines/update`, {
      packing_facility_id: 1,
      pack_line_name: 'E',
      preset_id: other,
      seen_preset_id: current ?? null,
    });
    expect(response.status).toBe(200);
    expect(lineOf(await readJson(response), 'E').line_preset.id).toBe(other);
    expect((await eventsSince(mark)).map((e) => [e.channel, e.event])).toEqual(
      expect.arrayContaining([
        ['pack_line_planner_updates_for_CHI', 'pack_line_updates'],
        ['pick_to_light_updates_CHI_E', 'refetch_zone_configuration'],
      ]),
    );
  });

  it('refuses a preset of another facility', async () => {
    const current = lineOf(await planner(), 'E').line_preset?.id ?? null;
    const foreign = await host.handle.db
      .selectFrom('line_presets')
      .select('id')
      .where('packing_facility_id', '=', 2)
      .executeTakeFirstOrThrow();
    const response = await call('PUT', `${BASE}/pack_lines/update`, {
      packing_facility_id: 1,
      pack_line_name: 'E',
      preset_id: foreign.id,
      seen_preset_id: current,
    });
    expect(response.status).toBe(422);
  });
});

describe('tails', () => {
  it('counts the packable tail before, and moves the tail to a "{name} tail" group on the line', async () => {
    // Filter a letter of a group on line B so that some of its boxes become its tail.
    const view = await planner();
    const onB = view.pack_line_plan_groups.filter(
      (g: Json) => g.line_assignment === 'B' && !g.complete && g.remaining_box_count > 0,
    );
    const letters = lineOf(view, 'B').pickables.meal_letters.map((p: Json) => p.pickable_letter);
    const filters = lineOf(view, 'B').filters as string[];
    const saved = await call('PUT', `${BASE}/filters`, {
      packing_facility_id: 1,
      pack_line_name: 'B',
      current_filters: filters,
      new_filters: [...new Set([...filters, ...letters.slice(0, 4)])],
    });
    expect(saved.status).toBe(200);
    const withTails = (await planner()).pack_line_plan_groups.filter(
      (g: Json) => onB.some((b: Json) => b.id === g.id) && g.unpackable_box_count > 0,
    );
    expect(withTails.length).toBeGreaterThan(0);
    const group = withTails[0];
    const counts = await readJson(
      await call(
        'GET',
        `${BASE}/pack_lines/packable_tail_counts?packing_facility_id=1&pack_line_name=A&pack_line_plan_group_ids=${group.id}`,
      ),
    );
    expect(counts.packable_tail_counts[0]).toMatchObject({
      pack_line_plan_group_id: group.id,
      tail_count: group.unpackable_box_count,
    });
    expect(counts.total_packable_count).toBeLessThanOrEqual(counts.total_tail_count);

    const response = await call('PUT', `${BASE}/pack_line_plan_groups/reassign_tails`, {
      packing_facility_id: 1,
      pack_line_plan_group_data: [{ pack_line_name: 'A', pack_line_plan_group_ids: [group.id] }],
      seen_pack_line_plan_groups: [seenOf(group)],
    });
    expect(response.status).toBe(200);
    const after = await planner();
    const tail = after.pack_line_plan_groups.find(
      (g: Json) =>
        g.name === `${group.name} tail` &&
        g.line_assignment === 'A' &&
        g.box_count === group.unpackable_box_count,
    );
    expect(tail).toBeDefined();
    const left = after.pack_line_plan_groups.find((g: Json) => g.id === group.id);
    expect(left.unpackable_box_count).toBe(0);
    expect(left.remaining_box_count).toBe(group.remaining_box_count - group.unpackable_box_count);
  });

  it('refuses groups without a tail with 422', async () => {
    const view = await planner();
    const clean = view.pack_line_plan_groups.find(
      (g: Json) =>
        !g.complete && g.line_assignment !== 'Unassigned' && g.unpackable_box_count === 0,
    );
    const response = await call('PUT', `${BASE}/pack_line_plan_groups/reassign_tails`, {
      packing_facility_id: 1,
      pack_line_plan_group_data: [{ pack_line_name: 'C', pack_line_plan_group_ids: [clean.id] }],
      seen_pack_line_plan_groups: [seenOf(clean)],
    });
    expect(response.status).toBe(422);
  });
});

describe('refresh calls', () => {
  it("Refresh Lines tells those lines' zone screens to reload", async () => {
    const line = lineOf(await planner(), 'C');
    const mark = await lastEventId();
    const response = await call('PUT', '/pick_to_light/v2/pack_lines/refresh', { ids: [line.id] });
    expect(response.status).toBe(200);
    expect((await eventsSince(mark)).map((e) => [e.channel, e.event])).toEqual([
      ['pick_to_light_updates_CHI_C', 'application_updates'],
      // Recorded in history, announced to the facility's History panels.
      ['history_updates_CHI', 'history_recorded'],
    ]);
  });

  it('Refresh Printers signs every printer out, then the kiosks reload', async () => {
    const mark = await lastEventId();
    const response = await call('PUT', '/pick_to_light/v2/printers/refresh', {
      packing_facility_name: 'Chicago',
    });
    expect(response.status).toBe(200);
    const open = await host.handle.db
      .selectFrom('printer_assignments')
      .select('id')
      .where('packing_facility_id', '=', 1)
      .where('unassigned_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    const events = (await eventsSince(mark)).map((e) => [e.channel, e.event]);
    expect(events).toContainEqual(['printer_management_for_chicago_A', 'printer_unassignment']);
    expect(events.slice(-2)).toEqual([
      ['printer_app_updates_chicago', 'application_updates'],
      ['history_updates_CHI', 'history_recorded'],
    ]);
  });
});
