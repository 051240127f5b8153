import { splitCountsValid } from '@ops/schema/planner/rules';
import type { HistoryAuthor } from '@ops/schema/history';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { recordHistory } from '../history/record.ts';
import { publishPackLineUpdates } from '../pack-lines/events.ts';
import {
  assignEntry,
  displayOrders,
  groupPlaces,
  lineWords,
  listed,
  orderEntry,
} from './history.ts';
import { lineIn, lockGroups, lockLines, type LockedGroup } from './locks.ts';
import { followLineOrder } from './next-group.ts';
import { checkSeenGroups, type SeenGroup, type StoredGroup } from './seen-groups.ts';
import { checkSeenOrder, openGroupsOfLine } from './seen-order.ts';

// Every planner change: one transaction that locks the groups and lines it touches, refuses it
// when they are no longer what the planner saw (409, see seen-groups.ts), checks the planner
// rules, changes them, keeps each line's next group following its order, and announces
// pack_line_updates, so the planners' screens move only when the change committed.

export interface LineGroups {
  /** A line's letter, or 'Unassigned' (null too). */
  packLineName: string | null;
  groupIds: readonly number[];
}

export interface Changed {
  groupIds: number[];
  lineNames: string[];
}

export function refuseCompleted(groups: Iterable<LockedGroup>, action: string) {
  const done = [...groups].filter((group) => group.is_complete);
  if (done.length > 0) {
    const names = done.map((group) => `${group.name} (${group.id})`).join(', ');
    throw new HttpError(422, `Completed groups cannot be ${action}: ${names}.`, {
      pack_line_plan_group_ids: done.map((group) => group.id),
    });
  }
}

/** The next display order at the end of a line (or of Unassigned). */
async function endOfLine(tx: Tx, facilityId: number, lineId: number | null): Promise<number> {
  const row = await tx
    .selectFrom('pack_line_plan_groups')
    .select((eb) => eb.fn.max('display_order').as('last'))
    .where('packing_facility_id', '=', facilityId)
    .where('pack_line_id', lineId === null ? 'is' : '=', lineId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

const names = (values: Iterable<string | null>) =>
  [...new Set([...values].filter((value): value is string => value !== null))].sort();

/** Sets the groups' line (or Unassigned) and appends them to that line's order. */
export async function assignGroups(
  db: Db,
  facility: CheckedFacility,
  assignments: readonly LineGroups[],
  seen: readonly SeenGroup[],
  author: HistoryAuthor,
): Promise<Changed> {
  return db.transaction().execute(async (tx) => {
    const ids = assignments.flatMap((entry) => entry.groupIds);
    if (ids.length === 0) throw new HttpError(422, 'Choose at least one group to assign.');
    const groups = await lockGroups(tx, facility.id, ids);
    checkSeenGroups(groups, seen);
    refuseCompleted(groups.values(), 'assigned');
    const lines = await lockLines(
      tx,
      facility.id,
      assignments.map((entry) => entry.packLineName),
    );
    const lineNames: (string | null)[] = [...groups.values()].map((group) => group.line_name);
    const before = [...(await groupPlaces(tx, [...groups.keys()])).values()];
    for (const entry of assignments) {
      const line = lineIn(lines, entry.packLineName);
      let order = await endOfLine(tx, facility.id, line?.id ?? null);
      for (const id of entry.groupIds) {
        await tx
          .updateTable('pack_line_plan_groups')
          .set({ pack_line_id: line?.id ?? null, display_order: order++ })
          .where('id', '=', id)
          .execute();
      }
      lineNames.push(line?.name ?? null);
    }
    await recordHistory(
      tx,
      author,
      assignEntry(facility.id, before, await groupPlaces(tx, [...groups.keys()])),
    );
    return announce(tx, facility, 'assign', {
      groupIds: [...groups.keys()],
      lineNames: names(lineNames),
    });
  });
}

/** Marks the groups complete and softComplete (Manual). */
export async function completeGroups(
  db: Db,
  facility: CheckedFacility,
  groupIds: readonly number[],
  seen: readonly SeenGroup[],
  author: HistoryAuthor,
): Promise<Changed> {
  return db.transaction().execute(async (tx) => {
    if (groupIds.length === 0) throw new HttpError(422, 'Choose at least one group to complete.');
    const groups = await lockGroups(tx, facility.id, groupIds);
    checkSeenGroups(groups, seen);
    refuseCompleted(groups.values(), 'completed again');
    await tx
      .updateTable('pack_line_plan_groups')
      .set({ is_complete: true, is_soft_complete: true })
      .where('id', 'in', [...groups.keys()])
      .execute();
    const done = [...groups.values()];
    await recordHistory(tx, author, {
      facilityId: facility.id,
      kind: 'planner.groups_completed',
      summary: `Completed by hand: ${listed(done.map((group) => group.name))}`,
      before: { groups: done.map((g) => ({ id: g.id, name: g.name, complete: false })) },
      after: { groups: done.map((g) => ({ id: g.id, name: g.name, complete: true })) },
    });
    return announce(tx, facility, 'manual_completion', {
      groupIds: [...groups.keys()],
      lineNames: names([...groups.values()].map((group) => group.line_name)),
    });
  });
}

export interface SplitRequest {
  current: { id: number; packLineName: string | null; count: number };
  next: { packLineName: string | null; count: number };
  total: number;
}

/** The remaining boxes a split divides: its total must be what the group has left now. */
const remainingAsSeen = (total: number) => (group: StoredGroup) =>
  group.remaining === total ? [] : [`now has ${group.remaining} remaining boxes, not ${total}`];

/**
 * Divides a group's unprinted boxes in two: the group keeps `current.count` of them (on the line
 * named for it), a new group of the same name takes the rest to the line named for it.
 */
export async function splitGroup(
  db: Db,
  facility: CheckedFacility,
  split: SplitRequest,
  seen: SeenGroup,
  author: HistoryAuthor,
): Promise<Changed & { newGroupId: number }> {
  return db.transaction().execute(async (tx) => {
    const groups = await lockGroups(tx, facility.id, [split.current.id]);
    const group = groups.get(split.current.id)!;
    checkSeenGroups(groups, [seen], remainingAsSeen(split.total));
    refuseCompleted([group], 'split');
    if (!splitCountsValid(split.current.count, split.next.count, split.total)) {
      throw new HttpError(
        422,
        'Each part of a split needs at least 1 box, and together the remaining count.',
        { field: 'current_plpg.metadata_count' },
      );
    }
    const lines = await lockLines(tx, facility.id, [
      split.current.packLineName,
      split.next.packLineName,
    ]);
    const currentLine = lineIn(lines, split.current.packLineName);
    const nextLine = lineIn(lines, split.next.packLineName);
    if ((currentLine?.id ?? null) !== group.pack_line_id) {
      await tx
        .updateTable('pack_line_plan_groups')
        .set({
          pack_line_id: currentLine?.id ?? null,
          display_order: await endOfLine(tx, facility.id, currentLine?.id ?? null),
        })
        .where('id', '=', group.id)
        .execute();
    }
    const created = await sql<{ id: number }>`
      INSERT INTO pack_line_plan_groups (packing_facility_id, menu_id, name, ship_date,
        shipping_region_id, meal_plan_id, box_size_inches, pack_line_id, display_order,
        dockout_at, split_from_group_id)
      SELECT packing_facility_id, menu_id, name, ship_date, shipping_region_id, meal_plan_id,
             box_size_inches, ${nextLine?.id ?? null}::int,
             ${await endOfLine(tx, facility.id, nextLine?.id ?? null)}::int, dockout_at, id
      FROM pack_line_plan_groups WHERE id = ${group.id}
      RETURNING id`.execute(tx);
    const newGroupId = created.rows[0]!.id;
    // The last unprinted boxes go: the group keeps the ones a printer would take first.
    await sql`
      UPDATE shipments SET pack_line_plan_group_id = ${newGroupId}
      WHERE id IN (
        SELECT id FROM shipments
        WHERE pack_line_plan_group_id = ${group.id} AND printed_at IS NULL
        ORDER BY id DESC LIMIT ${split.next.count})`.execute(tx);
    const [from, to] = [lineWords(group.line_name), lineWords(currentLine?.name ?? null)];
    await recordHistory(tx, author, {
      facilityId: facility.id,
      kind: 'planner.group_split',
      summary:
        `${group.name} split: ${split.current.count} boxes on ${to}, ` +
        `${split.next.count} on ${lineWords(nextLine?.name ?? null)}`,
      before: { group: { id: group.id, name: group.name, line: from, remaining: split.total } },
      after: {
        group: { id: group.id, name: group.name, line: to, remaining: split.current.count },
        newGroup: {
          id: newGroupId,
          name: group.name,
          line: lineWords(nextLine?.name ?? null),
          remaining: split.next.count,
        },
      },
    });
    const changed = await announce(tx, facility, 'split', {
      groupIds: [group.id, newGroupId],
      lineNames: names([group.line_name, currentLine?.name ?? null, nextLine?.name ?? null]),
    });
    return { ...changed, newGroupId };
  });
}

export interface OrderRequest {
  /** The line whose order it is. */
  packLineName: string;
  /** Its open groups, first to last, in the new order. */
  orderedIds: readonly number[];
  /** Its open groups as the planner saw them, first to last, before reordering. */
  seenIds: readonly number[];
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * Gives a line's open groups the order they are listed in, if the line's open groups are still
 * the ones the planner saw, in the order it saw them (409 otherwise).
 */
export async function reorderGroups(
  db: Db,
  facility: CheckedFacility,
  request: OrderRequest,
  author: HistoryAuthor,
): Promise<Changed> {
  const { orderedIds, seenIds } = request;
  return db.transaction().execute(async (tx) => {
    if (orderedIds.length === 0) throw new HttpError(422, 'No groups to order.');
    if (new Set(orderedIds).size !== orderedIds.length) {
      throw new HttpError(422, 'A group is listed twice in the new order.');
    }
    if (!sameSet(orderedIds, seenIds)) {
      throw new HttpError(422, 'The new order must list the groups you saw, each once.', {
        field: 'seen_ordered_pack_line_plan_groups',
      });
    }
    const groups = await lockGroups(tx, facility.id, orderedIds);
    const line = lineIn(
      await lockLines(tx, facility.id, [request.packLineName]),
      request.packLineName,
    );
    if (!line) throw new HttpError(422, 'Choose the pack line whose groups are ordered.');
    checkSeenOrder(line.name, seenIds, await openGroupsOfLine(tx, line.id), groups);
    refuseCompleted(groups.values(), 'reordered');
    // Keep the positions the groups already held, in the new order, so groups left out (the
    // completed ones) keep their place.
    const positions = await tx
      .selectFrom('pack_line_plan_groups')
      .select('display_order')
      .where('id', 'in', [...orderedIds])
      .orderBy('display_order')
      .orderBy('id')
      .execute();
    const before = await displayOrders(tx, orderedIds);
    let previous = Number.NEGATIVE_INFINITY;
    for (const [index, id] of orderedIds.entries()) {
      // Equal orders (new data) still end up strictly increasing.
      const order = Math.max(positions[index]!.display_order, previous + 1);
      previous = order;
      await tx
        .updateTable('pack_line_plan_groups')
        .set({ display_order: order })
        .where('id', '=', id)
        .execute();
    }
    const after = await displayOrders(tx, orderedIds);
    if (after.some((row, index) => row.displayOrder !== before[index]!.displayOrder)) {
      await recordHistory(tx, author, {
        ...orderEntry({ lineId: line.id, line: line.name, before, after }),
        facilityId: facility.id,
      });
    }
    return announce(tx, facility, 'display_order', {
      groupIds: [...orderedIds],
      lineNames: [line.name],
    });
  });
}

/**
 * The end of every change: the lines it touched keep their next group following their order,
 * and pack_line_updates tells the planners (and those lines' kiosks) what changed.
 */
export async function announce(
  tx: Tx,
  facility: CheckedFacility,
  reason: string,
  changed: Changed,
): Promise<Changed> {
  await followLineOrder(tx, facility.id, changed.lineNames);
  await publishPackLineUpdates(tx, facility.abbreviation, {
    reason,
    packLineNames: changed.lineNames,
    groupIds: changed.groupIds,
  });
  return changed;
}
