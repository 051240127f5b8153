import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { lineOrder, seenOf } from '../../support/planner.ts';
import { caller, type Caller, historyCount } from './support.ts';

// The planner's changes in history: each is recorded in the planner's words with who made it; a
// change refused records nothing; undo takes back assignments, orders, filters and presets while
// nothing changed since (a label printed since included), and says why completion cannot be.

const FACILITY = 1;
const GROUPS = '/pack_line_planner/pack_line_plan_groups';
let host: TestOpsHost;
let admin: Caller;

beforeAll(async () => {
  host = await startTestOpsHost();
  admin = caller(host.url, { cookie: await signInCookie(host.url) });
}, 120_000);
afterAll(() => host?.stop());

const planner = async (): Promise<Json> =>
  (await admin.get(`${GROUPS}?packing_facility_id=${FACILITY}`)).body;
const groupOf = async (id: number) =>
  (await planner()).pack_line_plan_groups.find((g: Json) => g.id === id);
const lineOf = async (name: string) =>
  (await planner()).pack_lines.find((l: Json) => l.name === name);
const newest = async () => (await admin.history(FACILITY, { first: 1 })).entries[0]!;
const count = () => historyCount(host);
const words = (line: string) => (line === 'Unassigned' ? 'Unassigned' : `line ${line}`);

/** An open group with a few boxes left, not on the line named. */
async function openGroup(notOn: string, skip = 0): Promise<Json> {
  const groups = (await planner()).pack_line_plan_groups.filter(
    (g: Json) => !g.complete && g.remaining_box_count >= 4 && g.line_assignment !== notOn,
  );
  return groups[skip];
}

const assign = (group: Json, line: string | null) =>
  admin.put(`${GROUPS}/assign_pack_line`, {
    packing_facility_id: FACILITY,
    pack_line_plan_group_data: [{ pack_line_name: line, pack_line_plan_group_ids: [group.id] }],
    seen_pack_line_plan_groups: [seenOf(group)],
  });

describe('planner assignments in history', () => {
  it('records the move in the planner’s words, and undo puts the group back', async () => {
    const group = await openGroup('C');
    expect((await assign(group, 'C')).status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      kind: 'planner.groups_assigned',
      screen: 'planner',
      summary: `${group.name}: ${words(group.line_assignment)} → line C`,
      author: { kind: 'user' },
      undoable: true,
    });
    const undone = await admin.undo(FACILITY, entry.id);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.entry.summary).toBe(
      `Undo: ${group.name}: line C → ${words(group.line_assignment)}`,
    );
    expect((await groupOf(group.id)).line_assignment).toBe(group.line_assignment);
  });

  it('a refused assignment records nothing', async () => {
    const group = await openGroup('D');
    expect((await assign(group, 'D')).status).toBe(200);
    const before = await count();
    // The same request again: the group is no longer where the planner saw it.
    expect((await assign(group, 'B')).status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('undo is refused when the group was moved since', async () => {
    const group = await openGroup('B', 2);
    expect((await assign(group, 'B')).status).toBe(200);
    const entry = await newest();
    expect((await assign(await groupOf(group.id), 'C')).status).toBe(200);
    const refused = await admin.undo(FACILITY, entry.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Changed since, so nothing was undone: ${group.name} is now on line C (this change put it on line B).`,
    );
    expect((await groupOf(group.id)).line_assignment).toBe('C');
  });

  it('undo is refused when a label of the group was printed since', async () => {
    const group = await openGroup('A', 3);
    expect((await assign(group, 'A')).status).toBe(200);
    const entry = await newest();
    const box = await host.handle.db
      .selectFrom('shipments')
      .select('id')
      .where('pack_line_plan_group_id', '=', group.id)
      .where('printed_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await host.handle.db
      .updateTable('shipments')
      .set({ printed_at: new Date() })
      .where('id', '=', box.id)
      .execute();
    const refused = await admin.undo(FACILITY, entry.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Changed since, so nothing was undone: 1 label(s) of ${group.name} were printed since.`,
    );
    expect((await groupOf(group.id)).line_assignment).toBe('A');
  });
});

describe('a line’s order in history', () => {
  it('records the new order, undo restores it, and is refused once the order changed again', async () => {
    const order = lineOrder(await planner(), 'A');
    expect(order.length).toBeGreaterThan(1);
    const reorder = (next: number[], seen: number[]) =>
      admin.put(`${GROUPS}/update_display_order`, {
        packing_facility_id: FACILITY,
        pack_line_name: 'A',
        ordered_pack_line_plan_groups: next,
        seen_ordered_pack_line_plan_groups: seen,
      });
    const reversed = [...order].reverse();
    expect((await reorder(reversed, order)).status).toBe(200);
    const entry = await newest();
    expect(entry.kind).toBe('planner.display_order_updated');
    expect(entry.summary).toMatch(/^Line A order: .+ → .+$/);
    expect(entry.undoable).toBe(true);
    const undone = await admin.undo(FACILITY, entry.id);
    expect(undone.status, undone.text).toBe(200);
    expect(lineOrder(await planner(), 'A')).toEqual(order);

    // Reordered, then reordered again: the first cannot be undone.
    expect((await reorder(reversed, order)).status).toBe(200);
    const first = await newest();
    const swapped = [order[1]!, order[0]!, ...order.slice(2)];
    expect((await reorder(swapped, reversed)).status).toBe(200);
    const refused = await admin.undo(FACILITY, first.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Changed since, so nothing was undone: line A's order/);
    expect(lineOrder(await planner(), 'A')).toEqual(swapped);
  });
});

describe('a line’s filters and preset in history', () => {
  const setFilters = (current: string[], next: string[]) =>
    admin.put('/pack_line_planner/filters', {
      packing_facility_id: FACILITY,
      pack_line_name: 'B',
      current_filters: current,
      new_filters: next,
    });

  it('records filters, undo restores them, refused when they changed since', async () => {
    const filters = (await lineOf('B')).filters as string[];
    const added = [...filters, 'M98'].sort();
    expect((await setFilters(filters, added)).status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      kind: 'planner.filters_updated',
      summary: `Line B filters: ${filters.join(', ') || 'none'} → ${added.join(', ')}`,
      before: { line: 'B', filters },
      after: { line: 'B', filters: added },
    });
    expect((await admin.undo(FACILITY, entry.id)).status).toBe(200);
    expect((await lineOf('B')).filters).toEqual(filters);

    expect((await setFilters(filters, added)).status).toBe(200);
    const again = await newest();
    const more = [...added, 'M97'].sort();
    expect((await setFilters(added, more)).status).toBe(200);
    const refused = await admin.undo(FACILITY, again.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Changed since, so nothing was undone: line B's filters are now ${more.join(', ')} (this change left ${added.join(', ')}).`,
    );
    expect((await lineOf('B')).filters).toEqual(more);
  });

  it('records a preset change, undo restores it, refused when the preset changed since', async () => {
    const presets = await host.handle.db
      .selectFrom('line_presets')
      .select(['id', 'name'])
      .where('packing_facility_id', '=', FACILITY)
      .orderBy('id')
      .execute();
    const line = await host.handle.db
      .selectFrom('pack_lines')
      .select('line_preset_id')
      .where('packing_facility_id', '=', FACILITY)
      .where('name', '=', 'C')
      .executeTakeFirstOrThrow();
    const current = presets.find((p) => p.id === line.line_preset_id)!;
    const others = presets.filter((p) => p.id !== current.id);
    expect(others.length).toBeGreaterThan(1);
    const change = (presetId: number, seen: number) =>
      admin.put('/pack_line_planner/pack_lines/update', {
        packing_facility_id: FACILITY,
        pack_line_name: 'C',
        preset_id: presetId,
        seen_preset_id: seen,
      });
    expect((await change(others[0]!.id, current.id)).status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      kind: 'planner.line_preset_changed',
      summary: `Line C preset: ${current.name} → ${others[0]!.name}`,
      undoable: true,
    });
    expect((await admin.undo(FACILITY, entry.id)).status).toBe(200);
    expect(await presetOf('C')).toBe(current.id);

    expect((await change(others[0]!.id, current.id)).status).toBe(200);
    const again = await newest();
    expect((await change(others[1]!.id, others[0]!.id)).status).toBe(200);
    const refused = await admin.undo(FACILITY, again.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Changed since, so nothing was undone: line C now uses preset ${others[1]!.name}.`,
    );
    expect(await presetOf('C')).toBe(others[1]!.id);
  });

  const presetOf = async (name: string) =>
    (
      await host.handle.db
        .selectFrom('pack_lines')
        .select('line_preset_id')
        .where('packing_facility_id', '=', FACILITY)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).line_preset_id;
});

describe('planner changes that cannot be undone', () => {
  it('manual completion says so, and undo is refused with its reason', async () => {
    const group = await openGroup('');
    const done = await admin.put(`${GROUPS}/manual_completion`, {
      packing_facility_id: FACILITY,
      pack_line_plan_group_ids: [group.id],
      seen_pack_line_plan_groups: [seenOf(group)],
    });
    expect(done.status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      kind: 'planner.groups_completed',
      summary: `Completed by hand: ${group.name}`,
      undoable: false,
      not_undoable_reason: 'Completion cannot be undone.',
    });
    const refused = await admin.undo(FACILITY, entry.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Completion cannot be undone.');
  });
});

describe('a split in history', () => {
  it('records both parts in the planner’s words, and says why it cannot be undone', async () => {
    const group = await openGroup('', 4);
    const remaining = group.remaining_box_count as number;
    const split = await admin.put(`${GROUPS}/split_pack_line_plan_group`, {
      packing_facility_id: FACILITY,
      current_plpg: { id: group.id, pack_line_name: 'A', metadata_count: remaining - 1 },
      new_plpg: { pack_line_name: 'B', metadata_count: 1 },
      total_count: remaining,
      seen_pack_line_plan_groups: [seenOf(group)],
    });
    expect(split.status, split.text).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      kind: 'planner.group_split',
      summary: `${group.name} split: ${remaining - 1} boxes on line A, 1 on line B`,
      undoable: false,
      not_undoable_reason:
        'A split cannot be undone: its new group may already be printing on its line.',
    });
    expect((await admin.undo(FACILITY, entry.id)).status).toBe(422);
  });
});
