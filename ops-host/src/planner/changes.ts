import { UNASSIGNED, splitCountsValid } from '@ops/schema/planner/rules';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { publishPackLineUpdates } from '../pack-lines/events.ts';

// Every planner change: one transaction that locks the groups it touches, checks the rules of
// planner rules, changes them and announces pack_line_updates, so the planners'
// screens move only when the change committed.

export interface LineGroups {
  /** A line's letter, or 'Unassigned' (null too). */
  packLineName: string | null;
  groupIds: readonly number[];
}

export interface Changed {
  groupIds: number[];
  lineNames: string[];
}

interface LockedGroup {
  id: number;
  name: string;
  pack_line_id: number | null;
  line_name: string | null;
  is_complete: boolean;
  remaining: number;
  box_count: number;
}

/** Locks the facility's groups by id; 404 naming any id that is not one of them. */
async function lockGroups(
  tx: Tx,
  facilityId: number,
  ids: readonly number[],
): Promise<Map<number, LockedGroup>> {
  const unique = [...new Set(ids)];
  const locked = await tx
    .selectFrom('pack_line_plan_groups')
    .select('id')
    .where('packing_facility_id', '=', facilityId)
    .where('id', 'in', unique.length ? unique : [0])
    .orderBy('id')
    .forUpdate()
    .execute();
  const found = new Set(locked.map((row) => row.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new HttpError(404, `No pack line plan group ${missing.join(', ')} at this facility.`);
  }
  const rows = await sql<LockedGroup>`
    SELECT g.id, g.name, g.pack_line_id, pl.name AS line_name,
           g.is_complete OR (count(s.id) > 0 AND count(s.id) = count(s.printed_at)) AS is_complete,
           (count(s.id) - count(s.printed_at))::int AS remaining, count(s.id)::int AS box_count
    FROM pack_line_plan_groups g
    LEFT JOIN pack_lines pl ON pl.id = g.pack_line_id
    LEFT JOIN shipments s ON s.pack_line_plan_group_id = g.id
    WHERE g.id = ANY(${sql.val(unique)}::int[])
    GROUP BY g.id, pl.name`.execute(tx);
  return new Map(rows.rows.map((row) => [row.id, row]));
}

function refuseCompleted(groups: Iterable<LockedGroup>, action: string) {
  const done = [...groups].filter((group) => group.is_complete);
  if (done.length > 0) {
    const names = done.map((group) => `${group.name} (${group.id})`).join(', ');
    throw new HttpError(422, `Completed groups cannot be ${action}: ${names}.`, {
      pack_line_plan_group_ids: done.map((group) => group.id),
    });
  }
}

/** The line of that letter at the facility, null for Unassigned; 422 for an unknown letter. */
async function lineByName(
  tx: Tx,
  facilityId: number,
  name: string | null | undefined,
): Promise<{ id: number; name: string } | null> {
  if (!name || name === UNASSIGNED) return null;
  const line = await tx
    .selectFrom('pack_lines')
    .select(['id', 'name'])
    .where('packing_facility_id', '=', facilityId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!line) throw new HttpError(422, `No pack line ${name} at this facility.`);
  return line;
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
): Promise<Changed> {
  return db.transaction().execute(async (tx) => {
    const ids = assignments.flatMap((entry) => entry.groupIds);
    if (ids.length === 0) throw new HttpError(422, 'Choose at least one group to assign.');
    const groups = await lockGroups(tx, facility.id, ids);
    refuseCompleted(groups.values(), 'assigned');
    const lineNames: (string | null)[] = [...groups.values()].map((group) => group.line_name);
    for (const entry of assignments) {
      const line = await lineByName(tx, facility.id, entry.packLineName);
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
    const changed = { groupIds: [...groups.keys()], lineNames: names(lineNames) };
    await publishPackLineUpdates(tx, facility.abbreviation, {
      reason: 'assign',
      packLineNames: changed.lineNames,
      groupIds: changed.groupIds,
    });
    return changed;
  });
}

/** Marks the groups complete and softComplete (Manual). */
export async function completeGroups(
  db: Db,
  facility: CheckedFacility,
  groupIds: readonly number[],
): Promise<Changed> {
  return db.transaction().execute(async (tx) => {
    if (groupIds.length === 0) throw new HttpError(422, 'Choose at least one group to complete.');
    const groups = await lockGroups(tx, facility.id, groupIds);
    refuseCompleted(groups.values(), 'completed again');
    await tx
      .updateTable('pack_line_plan_groups')
      .set({ is_complete: true, is_soft_complete: true })
      .where('id', 'in', [...groups.keys()])
      .execute();
    const changed = {
      groupIds: [...groups.keys()],
      lineNames: names([...groups.values()].map((group) => group.line_name)),
    };
    await publishPackLineUpdates(tx, facility.abbreviation, {
      reason: 'manual_completion',
      packLineNames: changed.lineNames,
      groupIds: changed.groupIds,
    });
    return changed;
  });
}

export interface SplitRequest {
  current: { id: number; packLineName: string | null; count: number };
  next: { packLineName: string | null; count: number };
  total: number;
}

/**
 * Divides a group's unprinted boxes in two: the group keeps `current.count` of them (on the line
 * named for it), a new group of the same name takes the rest to the line named for it.
 */
export async function splitGroup(
  db: Db,
  facility: CheckedFacility,
  split: SplitRequest,
): Promise<Changed & { newGroupId: number }> {
  return db.transaction().execute(async (tx) => {
    const groups = await lockGroups(tx, facility.id, [split.current.id]);
    const group = groups.get(split.current.id)!;
    refuseCompleted([group], 'split');
    if (split.total !== group.remaining) {
      throw new HttpError(
        422,
        `The group has ${group.remaining} remaining boxes, not ${split.total}; refresh and try again.`,
        { field: 'total_count' },
      );
    }
    if (!splitCountsValid(split.current.count, split.next.count, split.total)) {
      throw new HttpError(
        422,
        'Each part of a split needs at least 1 box, and together the remaining count.',
        { field: 'current_plpg.metadata_count' },
      );
    }
    const currentLine = await lineByName(tx, facility.id, split.current.packLineName);
    const nextLine = await lineByName(tx, facility.id, split.next.packLineName);
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
    const changed = {
      groupIds: [group.id, newGroupId],
      lineNames: names([group.line_name, currentLine?.name ?? null, nextLine?.name ?? null]),
      newGroupId,
    };
    await publishPackLineUpdates(tx, facility.abbreviation, {
      reason: 'split',
      packLineNames: changed.lineNames,
      groupIds: changed.groupIds,
    });
    return changed;
  });
}

/** Gives the groups the order they are listed in; they must all be on one line and open. */
export async function reorderGroups(
  db: Db,
  facility: CheckedFacility,
  orderedIds: readonly number[],
): Promise<Changed> {
  return db.transaction().execute(async (tx) => {
    if (orderedIds.length === 0) throw new HttpError(422, 'No groups to order.');
    if (new Set(orderedIds).size !== orderedIds.length) {
      throw new HttpError(422, 'A group is listed twice in the new order.');
    }
    const groups = await lockGroups(tx, facility.id, orderedIds);
    refuseCompleted(groups.values(), 'reordered');
    const lines = new Set([...groups.values()].map((group) => group.pack_line_id));
    if (lines.size !== 1) throw new HttpError(422, 'Groups of one line are ordered at a time.');
    // Keep the positions the groups already held, in the new order, so groups left out (the
    // completed ones) keep their place.
    const positions = await tx
      .selectFrom('pack_line_plan_groups')
      .select('display_order')
      .where('id', 'in', [...orderedIds])
      .orderBy('display_order')
      .orderBy('id')
      .execute();
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
    const changed = {
      groupIds: [...orderedIds],
      lineNames: names([...groups.values()].map((group) => group.line_name)),
    };
    await publishPackLineUpdates(tx, facility.abbreviation, {
      reason: 'display_order',
      packLineNames: changed.lineNames,
      groupIds: changed.groupIds,
    });
    return changed;
  });
}
