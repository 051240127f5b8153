import { byPlan } from '@ops/schema/planner/order';
import { isGroupComplete } from '@ops/schema/planner/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSGPACK_MEDIA_TYPE, unpackAnswer } from '../../../schema/src/msgpack.ts';
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

const BASE = '/pack_line_planner/pack_line_plan_groups';

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

const planner = async (facility = 1): Promise<Json> =>
  readJson(await call('GET', `${BASE}?packing_facility_id=${facility}`));

const groupOf = (view: Json, id: number) =>
  view.pack_line_plan_groups.find((group: Json) => group.id === id);

/** Open groups with some unprinted boxes, on a line or not. */
const openGroups = (view: Json) =>
  view.pack_line_plan_groups.filter((g: Json) => !g.complete && g.remaining_box_count >= 3);

async function eventsSince(id: number) {
  return host.handle.db
    .selectFrom('realtime_events')
    .select(['channel', 'event', 'payload'])
    .where('id', '>', id)
    .orderBy('id')
    .execute();
}
async function lastEventId() {
  const row = await host.handle.db
    .selectFrom('realtime_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

describe('the planner read', () => {
  it('derives every count from the boxes and sums them per line', async () => {
    const view = await planner();
    expect(view.menus).toHaveLength(1);
    expect(view.pack_line_plan_groups.length).toBeGreaterThan(10);
    const boxes = await host.handle.db
      .selectFrom('shipments')
      .select(['pack_line_plan_group_id', 'printed_at'])
      .where('packing_facility_id', '=', 1)
      .where('menu_id', '=', view.menus[0].id)
      .execute();
    for (const group of view.pack_line_plan_groups.slice(0, 20)) {
      const own = boxes.filter((box) => box.pack_line_plan_group_id === group.id);
      expect(group.box_count).toBe(own.length);
      expect(group.printed_box_count).toBe(own.filter((box) => box.printed_at).length);
      expect(group.remaining_box_count).toBe(group.box_count - group.printed_box_count);
    }
    for (const line of view.pack_lines) {
      const mine = view.pack_line_plan_groups.filter((g: Json) => g.line_assignment === line.name);
      expect(line.box_count).toBe(mine.reduce((sum: number, g: Json) => sum + g.box_count, 0));
      expect(line.unpackable_box_count).toBe(
        mine.reduce((sum: number, g: Json) => sum + g.unpackable_box_count, 0),
      );
      expect(line.filtered_pickables).toBe(line.filters.length);
    }
    const someLine = view.pack_lines[0];
    expect(Object.keys(someLine.pickables)).toEqual([
      'protein_letters',
      'meal_letters',
      'tempo_letters',
      'family_letters',
      'add_on_letters',
      'heat_and_eat_letters',
      'other_letters',
    ]);
    expect(
      someLine.pickables.protein_letters.every((p: Json) => p.pickable_letter[0] === 'P'),
    ).toBe(true);
    // The same lists once for the whole answer: every line's filters choose from the menu's.
    expect(view.pickables).toEqual(someLine.pickables);
  });

  it('answers the groups in the table’s order: ship date, line (Unassigned last), the line’s order', async () => {
    const groups: Json[] = (await planner()).pack_line_plan_groups;
    const places = groups.map((group) => ({
      id: group.id,
      shipDate: group.ship_date,
      lineAssignment: group.line_assignment,
      displayOrder: group.display_order,
    }));
    // The demo data has several ship dates, lines and unassigned groups to order.
    expect(new Set(places.map((place) => place.shipDate)).size).toBeGreaterThan(1);
    expect(places.some((place) => place.lineAssignment === 'Unassigned')).toBe(true);
    expect(new Set(places.map((place) => place.lineAssignment)).size).toBeGreaterThan(2);
    expect(places.map((place) => place.id)).toEqual(
      [...places].sort(byPlan).map((place) => place.id),
    );
  });

  it("leaves each line's letters out when asked, and answers them once for every line", async () => {
    const full = await planner();
    const once = await readJson(
      await call('GET', `${BASE}?packing_facility_id=1&omit=line_pickables`),
    );
    expect(once.pack_lines.length).toBe(full.pack_lines.length);
    for (const [index, line] of once.pack_lines.entries()) {
      expect(line).not.toHaveProperty('pickables');
      const { pickables, ...rest } = full.pack_lines[index];
      expect(line).toEqual(rest);
      expect(pickables).toEqual(once.pickables);
    }
    expect(once.pickables.protein_letters.length).toBeGreaterThan(0);
    expect(once.pack_line_plan_groups).toEqual(full.pack_line_plan_groups);
  });

  it('refuses a facility the user may not name with a clear 400', async () => {
    const response = await call('GET', `${BASE}?packing_facility_id=abc`);
    expect(response.status).toBe(400);
  });

  it('leaves out the per-line counts and ineligible zones a caller omits, and nothing else', async () => {
    const full = await planner();
    const omitBoth = await readJson(
      await call(
        'GET',
        `${BASE}?packing_facility_id=1&omit=unpackable_counts_per_line,ineligible_zones`,
      ),
    );
    const withoutOmitted = full.pack_line_plan_groups.map(
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      ({ unpackable_counts_per_line, ineligible_zones, ...rest }: Json) => rest,
    );
    expect(omitBoth.pack_line_plan_groups).toEqual(withoutOmitted);
    expect(omitBoth.pack_lines).toEqual(full.pack_lines);
    expect(full.pack_line_plan_groups[0]).toHaveProperty('unpackable_counts_per_line');

    const omitZones = await readJson(
      await call('GET', `${BASE}?packing_facility_id=1&omit=ineligible_zones`),
    );
    expect(omitZones.pack_line_plan_groups[0]).not.toHaveProperty('ineligible_zones');
    expect(omitZones.pack_line_plan_groups[0].unpackable_counts_per_line).toEqual(
      full.pack_line_plan_groups[0].unpackable_counts_per_line,
    );
  });

  it("names each group's region by id, lists the facility's regions once, and leaves out what repeats or follows when asked", async () => {
    const full = await planner();
    const groups = full.pack_line_plan_groups as Json[];
    const regionOf = (group: Json) =>
      full.shipping_regions.filter((region: Json) => region.id === group.shipping_region_id);
    expect(groups.map(regionOf)).toEqual(
      groups.map((group) => [
        {
          id: group.shipping_region_id,
          name: group.shipping_region,
          category: group.shipping_region_category,
        },
      ]),
    );
    const counts = (group: Json) => ({
      boxCount: group.box_count,
      printedBoxCount: group.printed_box_count,
      softComplete: group.soft_complete,
    });
    expect(groups.map((group) => isGroupComplete(counts(group)))).toEqual(
      groups.map((group) => group.complete),
    );
    const derived = [
      'shipping_region',
      'shipping_region_category',
      'ship_day',
      'remaining_box_count',
      'complete',
    ];
    const lean = await readJson(
      await call('GET', `${BASE}?packing_facility_id=1&omit=${derived.join(',')}`),
    );
    expect(lean.shipping_regions).toEqual(full.shipping_regions);
    expect(lean.pack_line_plan_groups).toEqual(
      full.pack_line_plan_groups.map((group: Json) =>
        Object.fromEntries(Object.entries(group).filter(([key]) => !derived.includes(key))),
      ),
    );
  });

  it('answers MessagePack to a caller that prefers it (the gateway), JSON to anyone else', async () => {
    const path = `${BASE}?packing_facility_id=1`;
    const read = (accept?: string) =>
      fetch(`${host.url}${path}`, { headers: { cookie: admin, ...(accept ? { accept } : {}) } });
    const asJson = await readJson(await read());

    const packed = await read(`${MSGPACK_MEDIA_TYPE}, application/json;q=0.9`);
    expect(packed.headers.get('content-type')).toBe(MSGPACK_MEDIA_TYPE);
    expect(packed.headers.get('vary')).toMatch(/accept/i);
    const bytes = new Uint8Array(await packed.arrayBuffer());
    const { last_updated_at: _at, ...unpacked } = unpackAnswer(bytes) as Json;
    const { last_updated_at: _jsonAt, ...json } = asJson;
    expect(unpacked).toEqual(json);
    expect(bytes.length).toBeLessThan(JSON.stringify(asJson).length / 2);

    for (const accept of ['*/*', 'application/json', 'text/html']) {
      const answer = await read(accept);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await readJson(answer)).pack_line_plan_groups).toEqual(json.pack_line_plan_groups);
    }
  });

  it("answers only the lines a caller names, as the whole read has them, and every line in each group's counts", async () => {
    const full = await planner();
    const [first, second] = full.pack_lines;
    const group = full.pack_line_plan_groups.find(
      (g: Json) => g.line_assignment === first.name && g.box_count > 0,
    );
    const narrowed = await readJson(
      await call(
        'GET',
        `${BASE}?packing_facility_id=1&pack_line_plan_group_ids=${group.id}&pack_line_names=${second.name},${first.name}`,
      ),
    );
    expect(narrowed.pack_lines).toEqual([first, second]);
    expect(first.box_count).toBeGreaterThan(0);
    expect(narrowed.pack_line_plan_groups).toEqual([group]);
    expect(group.unpackable_counts_per_line).toHaveLength(full.pack_lines.length);

    const none = await readJson(
      await call('GET', `${BASE}?packing_facility_id=1&pack_line_plan_group_ids=&pack_line_names=`),
    );
    expect([none.pack_lines, none.pack_line_plan_groups]).toEqual([[], []]);
  });

  it('refuses line names that are not line letters with a 400 naming the parameter', async () => {
    for (const names of ['a', 'A,,B', 'AB', 'A;B']) {
      const response = await call(
        'GET',
        `${BASE}?packing_facility_id=1&pack_line_names=${encodeURIComponent(names)}`,
      );
      expect(response.status).toBe(400);
      expect((await readJson(response)).message).toMatch(/pack_line_names/);
    }
  });

  it('refuses a field it cannot omit with a 400 naming the parameter', async () => {
    const response = await call('GET', `${BASE}?packing_facility_id=1&omit=name`);
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toMatch(/omit/);
  });
});

describe('planner changes', () => {
  it('assigning appends the groups to the line, answers them and announces pack_line_updates', async () => {
    const before = await planner();
    const [first, second] = openGroups(before).filter((g: Json) => g.line_assignment !== 'B');
    const mark = await lastEventId();
    const response = await call('PUT', `${BASE}/assign_pack_line`, {
      packing_facility_id: 1,
      pack_line_plan_group_data: [
        { pack_line_name: 'B', pack_line_plan_group_ids: [first.id, second.id] },
      ],
      seen_pack_line_plan_groups: [seenOf(first), seenOf(second)],
    });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.pack_line_plan_groups.map((g: Json) => [g.id, g.line_assignment])).toEqual(
      expect.arrayContaining([
        [first.id, 'B'],
        [second.id, 'B'],
      ]),
    );
    const onB = before.pack_line_plan_groups.filter((g: Json) => g.line_assignment === 'B');
    const lastOrder = Math.max(0, ...onB.map((g: Json) => g.display_order));
    const after = await planner();
    expect(groupOf(after, first.id).display_order).toBeGreaterThan(lastOrder);
    expect(groupOf(after, second.id).display_order).toBeGreaterThan(
      groupOf(after, first.id).display_order,
    );
    const events = await eventsSince(mark);
    expect(events.map((e) => [e.channel, e.event])).toContainEqual([
      'pack_line_planner_updates_for_CHI',
      'pack_line_updates',
    ]);
    const update = events.find((e) => e.event === 'pack_line_updates')!.payload as Json;
    expect(update.pack_line_names).toContain('B');
    expect(update.pack_line_plan_group_ids).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('a completed group refuses assignment and split with 422, a line order with 409, and nothing changes', async () => {
    const before = await planner();
    const done = before.pack_line_plan_groups.find(
      (g: Json) => g.complete && g.line_assignment !== 'Unassigned',
    );
    const open = openGroups(before)[0];
    const mark = await lastEventId();
    const assign = await call('PUT', `${BASE}/assign_pack_line`, {
      packing_facility_id: 1,
      pack_line_plan_group_data: [
        { pack_line_name: 'A', pack_line_plan_group_ids: [open.id, done.id] },
      ],
      seen_pack_line_plan_groups: [seenOf(open), seenOf(done)],
    });
    expect(assign.status).toBe(422);
    expect((await readJson(assign)).message).toMatch(/^Completed groups cannot be assigned/);
    const split = await call('PUT', `${BASE}/split_pack_line_plan_group`, {
      packing_facility_id: 1,
      current_plpg: { id: done.id, pack_line_name: done.line_assignment, metadata_count: 1 },
      new_plpg: { pack_line_name: null, metadata_count: 1 },
      total_count: done.remaining_box_count,
      seen_pack_line_plan_groups: [seenOf(done)],
    });
    expect(split.status).toBe(422);
    const reorder = await call('PUT', `${BASE}/update_display_order`, {
      packing_facility_id: 1,
      pack_line_name: done.line_assignment,
      ordered_pack_line_plan_groups: [done.id],
      seen_ordered_pack_line_plan_groups: [done.id],
    });
    // An order lists the line's open groups as the planner saw them: a completed one is not.
    expect(reorder.status).toBe(409);
    expect((await readJson(reorder)).message).toContain(
      `${done.name} (${done.id}) is now complete`,
    );
    expect(groupOf(await planner(), open.id)).toEqual(groupOf(before, open.id));
    expect(await eventsSince(mark)).toEqual([]);
  });

  it('splitting keeps one part on the group and moves the rest to a new group on the named line', async () => {
    const before = await planner();
    const group = openGroups(before)[0];
    const remaining = group.remaining_box_count;
    const response = await call('PUT', `${BASE}/split_pack_line_plan_group`, {
      packing_facility_id: 1,
      current_plpg: { id: group.id, pack_line_name: group.line_assignment, metadata_count: 1 },
      new_plpg: { pack_line_name: 'C', metadata_count: remaining - 1 },
      total_count: remaining,
      seen_pack_line_plan_groups: [seenOf(group)],
    });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    const created = body.new_pack_line_plan_group_id;
    const after = await planner();
    expect(groupOf(after, group.id).remaining_box_count).toBe(1);
    expect(groupOf(after, created)).toMatchObject({
      name: group.name,
      line_assignment: 'C',
      remaining_box_count: remaining - 1,
      box_count: remaining - 1,
    });
  });

  it('a split whose counts break the rules is refused and changes nothing', async () => {
    const before = await planner();
    const group = openGroups(before)[0];
    const remaining = group.remaining_box_count;
    const attempts = [
      { current: 0, next: remaining, total: remaining },
      { current: remaining, next: 0, total: remaining },
      { current: 1, next: remaining, total: remaining + 1 },
      { current: 1, next: 1, total: remaining === 2 ? 3 : 2 },
    ];
    for (const attempt of attempts) {
      const response = await call('PUT', `${BASE}/split_pack_line_plan_group`, {
        packing_facility_id: 1,
        current_plpg: {
          id: group.id,
          pack_line_name: group.line_assignment,
          metadata_count: attempt.current,
        },
        new_plpg: { pack_line_name: null, metadata_count: attempt.next },
        total_count: attempt.total,
        seen_pack_line_plan_groups: [seenOf(group)],
      });
      // A total other than the remaining boxes is a split made against other figures.
      const expected = attempt.total === remaining ? 422 : 409;
      expect(response.status, JSON.stringify(attempt)).toBe(expected);
    }
    const after = await planner();
    expect(after.pack_line_plan_groups.length).toBe(before.pack_line_plan_groups.length);
    expect(groupOf(after, group.id)).toEqual(groupOf(before, group.id));
  });

  it('manual completion marks the groups complete and Manual', async () => {
    const group = openGroups(await planner())[1];
    const response = await call('PUT', `${BASE}/manual_completion`, {
      packing_facility_id: 1,
      pack_line_plan_group_ids: [group.id],
      seen_pack_line_plan_groups: [seenOf(group)],
    });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.pack_line_plan_groups[0]).toMatchObject({
      id: group.id,
      complete: true,
      soft_complete: true,
    });
  });

  it('reordering a line gives its groups the order sent', async () => {
    const view = await planner();
    const onA = view.pack_line_plan_groups
      .filter((g: Json) => g.line_assignment === 'A' && !g.complete)
      .sort((a: Json, b: Json) => a.display_order - b.display_order || a.id - b.id);
    expect(onA.length).toBeGreaterThan(1);
    const reversed = onA.map((g: Json) => g.id).reverse();
    const response = await call('PUT', `${BASE}/update_display_order`, {
      packing_facility_id: 1,
      pack_line_name: 'A',
      ordered_pack_line_plan_groups: reversed,
      seen_ordered_pack_line_plan_groups: onA.map((g: Json) => g.id),
    });
    expect(response.status).toBe(200);
    const after = (await planner()).pack_line_plan_groups
      .filter((g: Json) => reversed.includes(g.id))
      .sort((a: Json, b: Json) => a.display_order - b.display_order)
      .map((g: Json) => g.id);
    expect(after).toEqual(reversed);
  });

  it('an order naming a group of another line is refused as not what is on the line, and nothing changes', async () => {
    const view = await planner();
    const a = view.pack_line_plan_groups.find(
      (g: Json) => g.line_assignment === 'A' && !g.complete,
    );
    const b = view.pack_line_plan_groups.find(
      (g: Json) => g.line_assignment === 'B' && !g.complete,
    );
    const response = await call('PUT', `${BASE}/update_display_order`, {
      packing_facility_id: 1,
      pack_line_name: 'A',
      ordered_pack_line_plan_groups: [b.id, a.id],
      seen_ordered_pack_line_plan_groups: [a.id, b.id],
    });
    expect(response.status).toBe(409);
    expect((await readJson(response)).message).toContain(
      `${b.name} (${b.id}) is now on Pack Line B`,
    );
    const after = await planner();
    expect([groupOf(after, a.id), groupOf(after, b.id)]).toEqual([a, b]);
  });
});

describe('unpackable counts', () => {
  it('the planner’s set-based counts agree with the packability rule for every group and line', async () => {
    const { unpackableCounts } = await import('../../../ops-host/src/pack-lines/packability.ts');
    const { unpackableCountsOfMenu } = await import('../../../ops-host/src/planner/read.ts');
    const db = host.handle.db;
    // Filter some letters so that the rule has something to say.
    await db
      .insertInto('pack_line_filters')
      .values([
        { pack_line_id: 1, letter: 'M2' },
        { pack_line_id: 2, letter: 'P1' },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    const menu = await db
      .selectFrom('menus')
      .select('id')
      .where('is_being_packed', '=', true)
      .executeTakeFirstOrThrow();
    const open = await db
      .selectFrom('pack_line_plan_groups')
      .select('id')
      .where('packing_facility_id', '=', 1)
      .where('menu_id', '=', menu.id)
      .where('is_complete', '=', false)
      .execute();
    const key = (r: { groupId: number; packLineId: number; count: number }) =>
      `${r.groupId}/${r.packLineId}/${r.count}`;
    const rule = (
      await unpackableCounts(
        db,
        1,
        open.map((g) => g.id),
      )
    )
      .map(key)
      .sort();
    const planner = (await unpackableCountsOfMenu(db, 1, menu.id)).map(key).sort();
    expect(rule.length).toBeGreaterThan(0);
    expect(planner).toEqual(rule);
  });
});
