import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { lineOrder, seenOf } from '../../support/planner.ts';
import { databaseKinds } from '../../support/stack.ts';

// Two planners read the planner, one changes something, the other then changes the same thing
// against what it read: the second is refused with 409 and a message naming what changed, and
// nothing of it is stored.

const BASE = '/pack_line_planner';
const GROUPS = `${BASE}/pack_line_plan_groups`;

describe.each(await databaseKinds())(
  'a planner change made against stale data on %s',
  (database) => {
    let host: TestOpsHost;
    let first: string;
    let second: string;
    beforeAll(async () => {
      host = await startTestOpsHost({ database });
      first = await signInCookie(host.url);
      second = await signInCookie(host.url);
    });
    afterAll(() => host?.stop());

    const call = (cookie: string, method: string, path: string, body?: unknown) =>
      fetch(`${host.url}${path}`, {
        method,
        headers: {
          cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const put = async (cookie: string, path: string, body: Json) => {
      const response = await call(cookie, 'PUT', path, { packing_facility_id: 1, ...body });
      return { status: response.status, body: await readJson(response) };
    };
    const read = async (cookie: string): Promise<Json> =>
      readJson(await call(cookie, 'GET', `${GROUPS}?packing_facility_id=1`));
    const groupOf = (view: Json, id: number) =>
      view.pack_line_plan_groups.find((group: Json) => group.id === id);
    const lineOf = (view: Json, name: string) =>
      view.pack_lines.find((line: Json) => line.name === name);
    /** Open groups with a few boxes left, not on the line named. */
    const openGroups = (view: Json, notOn = '') =>
      view.pack_line_plan_groups.filter(
        (g: Json) => !g.complete && g.remaining_box_count >= 4 && g.line_assignment !== notOn,
      );
    const lastEventId = async () =>
      Number(
        (
          await host.handle.db
            .selectFrom('realtime_events')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirst()
        )?.id ?? 0,
      );
    const eventsSince = async (id: number) =>
      host.handle.db.selectFrom('realtime_events').select('event').where('id', '>', id).execute();

    /** A group as the messages name it, as a pattern: 'Detroit (12)'. */
    const named = (group: Json) =>
      `${group.name} (${group.id})`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

    /** The second caller's refusal: 409, the message, and the data as it is now. */
    function expectRefused(answer: { status: number; body: Json }, message: RegExp) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(message);
      expect(answer.body.message).toMatch(/Your (change|order) was not saved/);
    }

    it('assigning a group another planner moved since is refused, and the group stays where it was moved', async () => {
      const view = await read(second);
      const group = openGroups(view, 'B')[0];
      const moved = await put(first, `${GROUPS}/assign_pack_line`, {
        pack_line_plan_group_data: [{ pack_line_name: 'B', pack_line_plan_group_ids: [group.id] }],
        seen_pack_line_plan_groups: [seenOf(group)],
      });
      expect(moved.status).toBe(200);
      const mark = await lastEventId();

      const stale = await put(second, `${GROUPS}/assign_pack_line`, {
        pack_line_plan_group_data: [{ pack_line_name: 'C', pack_line_plan_group_ids: [group.id] }],
        seen_pack_line_plan_groups: [seenOf(group)],
      });
      const from =
        group.line_assignment === 'Unassigned'
          ? 'Unassigned'
          : `Pack Line ${group.line_assignment}`;
      expectRefused(
        stale,
        new RegExp(
          `^The group you chose changed since you opened this dialog: ${named(group)} was moved from ${from} to Pack Line B\\.`,
        ),
      );
      // The refusal carries the group as it is now, for the dialog to show.
      expect(stale.body.pack_line_plan_groups).toEqual([
        expect.objectContaining({ id: group.id, line_assignment: 'B' }),
      ]);
      expect(groupOf(await read(first), group.id).line_assignment).toBe('B');
      expect(await eventsSince(mark)).toEqual([]);
    });

    it('of two planners assigning the same group at once against the same view, one is refused', async () => {
      const group = openGroups(await read(first), 'D')[1];
      const answers = await Promise.all(
        [first, second].map((cookie, index) =>
          put(cookie, `${GROUPS}/assign_pack_line`, {
            pack_line_plan_group_data: [
              { pack_line_name: index === 0 ? 'D' : 'E', pack_line_plan_group_ids: [group.id] },
            ],
            seen_pack_line_plan_groups: [seenOf(group)],
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.findIndex((answer) => answer.status === 200) === 0 ? 'D' : 'E';
      expect(groupOf(await read(first), group.id).line_assignment).toBe(winner);
    });

    it('completing a group another planner split since is refused, and neither part is completed', async () => {
      const view = await read(second);
      const group = openGroups(view)[2];
      const split = await put(first, `${GROUPS}/split_pack_line_plan_group`, {
        current_plpg: { id: group.id, pack_line_name: group.line_assignment, metadata_count: 2 },
        new_plpg: { pack_line_name: null, metadata_count: group.remaining_box_count - 2 },
        total_count: group.remaining_box_count,
        seen_pack_line_plan_groups: [seenOf(group)],
      });
      expect(split.status).toBe(200);
      const newId = split.body.new_pack_line_plan_group_id;

      const stale = await put(second, `${GROUPS}/manual_completion`, {
        pack_line_plan_group_ids: [group.id],
        seen_pack_line_plan_groups: [seenOf(group)],
      });
      const now = group.box_count - (group.remaining_box_count - 2);
      expectRefused(stale, new RegExp(`now holds ${now} boxes, not ${group.box_count}`));
      const after = await read(first);
      expect(groupOf(after, group.id).complete).toBe(false);
      expect(groupOf(after, newId).complete).toBe(false);
    });

    it('completing a group another planner completed since is refused as stale, not as a bad request', async () => {
      const group = openGroups(await read(second))[3];
      const done = await put(first, `${GROUPS}/manual_completion`, {
        pack_line_plan_group_ids: [group.id],
        seen_pack_line_plan_groups: [seenOf(group)],
      });
      expect(done.status).toBe(200);
      const stale = await put(second, `${GROUPS}/manual_completion`, {
        pack_line_plan_group_ids: [group.id],
        seen_pack_line_plan_groups: [seenOf(group)],
      });
      expectRefused(stale, new RegExp(`${named(group)} is now complete`));
    });

    it('splitting a group another planner split since is refused, and it is split once', async () => {
      const view = await read(second);
      const group = openGroups(view)[4];
      const body = {
        current_plpg: { id: group.id, pack_line_name: group.line_assignment, metadata_count: 1 },
        new_plpg: { pack_line_name: null, metadata_count: group.remaining_box_count - 1 },
        total_count: group.remaining_box_count,
        seen_pack_line_plan_groups: [seenOf(group)],
      };
      expect((await put(first, `${GROUPS}/split_pack_line_plan_group`, body)).status).toBe(200);
      const stale = await put(second, `${GROUPS}/split_pack_line_plan_group`, body);
      expectRefused(
        stale,
        new RegExp(`now has 1 remaining boxes, not ${group.remaining_box_count}`),
      );
      const parts = await host.handle.db
        .selectFrom('pack_line_plan_groups')
        .select('id')
        .where('split_from_group_id', '=', group.id)
        .execute();
      expect(parts).toHaveLength(1);
      expect(groupOf(await read(first), group.id).remaining_box_count).toBe(1);
    });

    it('a split against remaining boxes that printing changed since is refused', async () => {
      const group = openGroups(await read(second)).find(
        (g: Json) => g.line_assignment !== 'Unassigned',
      );
      // A printer takes a box of the group meanwhile.
      const box = await host.handle.db
        .selectFrom('shipments')
        .select('id')
        .where('pack_line_plan_group_id', '=', group.id)
        .where('printed_at', 'is', null)
        .executeTakeFirstOrThrow();
      await host.handle.db
        .updateTable('shipments')
        .set({ printed_at: new Date() })
        .where('id', '=', box.id)
        .execute();
      const stale = await put(second, `${GROUPS}/split_pack_line_plan_group`, {
        current_plpg: { id: group.id, pack_line_name: group.line_assignment, metadata_count: 1 },
        new_plpg: { pack_line_name: null, metadata_count: group.remaining_box_count - 1 },
        total_count: group.remaining_box_count,
        seen_pack_line_plan_groups: [seenOf(group)],
      });
      expectRefused(
        stale,
        new RegExp(
          `now has ${group.remaining_box_count - 1} remaining boxes, not ${group.remaining_box_count}`,
        ),
      );
      expect(stale.body.pack_line_plan_groups[0].remaining_box_count).toBe(
        group.remaining_box_count - 1,
      );
    });

    it('reassigning tails another planner reassigned since is refused, and only one tail group is made', async () => {
      const view = await read(second);
      const group = view.pack_line_plan_groups.find(
        (g: Json) =>
          !g.complete && g.unpackable_box_count > 0 && g.line_assignment !== 'Unassigned',
      );
      expect(group).toBeDefined();
      const target = view.pack_lines.find((l: Json) => l.name !== group.line_assignment).name;
      const body = {
        pack_line_plan_group_data: [
          { pack_line_name: target, pack_line_plan_group_ids: [group.id] },
        ],
        seen_pack_line_plan_groups: [seenOf(group)],
      };
      expect((await put(first, `${GROUPS}/reassign_tails`, body)).status).toBe(200);
      const stale = await put(second, `${GROUPS}/reassign_tails`, body);
      expectRefused(
        stale,
        new RegExp(
          `now holds ${group.box_count - group.unpackable_box_count} boxes, not ${group.box_count}`,
        ),
      );
      const tails = await host.handle.db
        .selectFrom('pack_line_plan_groups')
        .select('id')
        .where('split_from_group_id', '=', group.id)
        .execute();
      expect(tails).toHaveLength(1);
    });

    it('a new order made against an order another planner changed since is refused, and the other order stays', async () => {
      const view = await read(second);
      const seenOrder = lineOrder(view, 'A');
      expect(seenOrder.length).toBeGreaterThan(2);
      const theirs = [seenOrder.at(-1)!, ...seenOrder.slice(0, -1)];
      const saved = await put(first, `${GROUPS}/update_display_order`, {
        pack_line_name: 'A',
        ordered_pack_line_plan_groups: theirs,
        seen_ordered_pack_line_plan_groups: seenOrder,
      });
      expect(saved.status).toBe(200);
      const mark = await lastEventId();

      const mine = [...seenOrder].reverse();
      const stale = await put(second, `${GROUPS}/update_display_order`, {
        pack_line_name: 'A',
        ordered_pack_line_plan_groups: mine,
        seen_ordered_pack_line_plan_groups: seenOrder,
      });
      const moved = groupOf(view, theirs[0]!);
      expectRefused(
        stale,
        new RegExp(
          `^Pack Line A's order was changed since you opened its assignments: ${named(moved)} is now 1st\\. Your order was not saved`,
        ),
      );
      expect(lineOrder(await read(first), 'A')).toEqual(theirs);
      expect(await eventsSince(mark)).toEqual([]);
    });

    it('a new order that leaves out a group another planner added to the line since is refused', async () => {
      const view = await read(second);
      const seenOrder = lineOrder(view, 'A');
      const added = openGroups(view, 'A')[0];
      const assigned = await put(first, `${GROUPS}/assign_pack_line`, {
        pack_line_plan_group_data: [{ pack_line_name: 'A', pack_line_plan_group_ids: [added.id] }],
        seen_pack_line_plan_groups: [seenOf(added)],
      });
      expect(assigned.status).toBe(200);
      const stale = await put(second, `${GROUPS}/update_display_order`, {
        pack_line_name: 'A',
        ordered_pack_line_plan_groups: [...seenOrder].reverse(),
        seen_ordered_pack_line_plan_groups: seenOrder,
      });
      expectRefused(stale, new RegExp(`${named(added)} was added`));
      expect(lineOrder(await read(first), 'A')).toEqual([...seenOrder, added.id]);
    });

    it("changing a line's preset another planner changed since is refused, and the other preset stays", async () => {
      const view = await read(second);
      const line = lineOf(view, 'E');
      const presets = await host.handle.db
        .selectFrom('line_presets')
        .select(['id', 'name'])
        .where('packing_facility_id', '=', 1)
        .where('id', '!=', line.line_preset.id)
        .orderBy('id')
        .execute();
      const [theirs, mine] = presets;
      const saved = await put(first, `${BASE}/pack_lines/update`, {
        pack_line_name: 'E',
        preset_id: theirs!.id,
        seen_preset_id: line.line_preset.id,
      });
      expect(saved.status).toBe(200);
      const stale = await put(second, `${BASE}/pack_lines/update`, {
        pack_line_name: 'E',
        preset_id: mine!.id,
        seen_preset_id: line.line_preset.id,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(
        `Pack Line E's preset was changed since you opened this dialog: it now uses preset ${theirs!.name}. Your change was not saved; the dialog shows the current preset.`,
      );
      expect(lineOf(stale.body, 'E').line_preset.id).toBe(theirs!.id);
      expect(lineOf(await read(first), 'E').line_preset.id).toBe(theirs!.id);
    });

    it("saving a line's filters another planner changed since is refused with what is filtered now", async () => {
      const line = lineOf(await read(second), 'C');
      const before: string[] = line.filters;
      const saved = await put(first, `${BASE}/filters`, {
        pack_line_name: 'C',
        current_filters: before,
        new_filters: [...before, 'P1'],
      });
      expect(saved.status).toBe(200);
      const stale = await put(second, `${BASE}/filters`, {
        pack_line_name: 'C',
        current_filters: before,
        new_filters: [...before, 'P2'],
      });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(
        "Pack Line C's filters were changed since you opened this dialog: P1 is now filtered. Your change was not saved; the dialog shows the current filters.",
      );
      expect(lineOf(stale.body, 'C').filters).toEqual([...before, 'P1'].sort());
      expect(lineOf(await read(first), 'C').filters).toEqual([...before, 'P1'].sort());
    });
  },
);
