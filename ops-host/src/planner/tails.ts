import type { HistoryAuthor } from '@ops/schema/history';
import { sql } from 'kysely';
import type { Db, Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import { recordHistory } from '../history/record.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { cannotPackOnLine } from '../pack-lines/packability.ts';
import { announce, refuseCompleted, type Changed, type LineGroups } from './changes.ts';
import { lineWords, listed } from './history.ts';
import { lineIn, lockGroups, lockLines } from './locks.ts';
import { checkSeenGroups, type SeenGroup } from './seen-groups.ts';

// Tails: the unprinted boxes of a group that its own line cannot pack.

export interface TailCount {
  groupId: number;
  /** Unprinted boxes of the group its line cannot pack. */
  tailCount: number;
  /** How many of those the chosen line can pack. */
  packableCount: number;
}

async function lineId(db: Queryable, facilityId: number, name: string): Promise<number> {
  const line = await db
    .selectFrom('pack_lines')
    .select('id')
    .where('packing_facility_id', '=', facilityId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!line) throw new HttpError(422, `No pack line ${name} at this facility.`);
  return line.id;
}

/** Per group: its tail, and how much of it the named line could pack (before reassigning). */
export async function packableTailCounts(
  db: Queryable,
  facilityId: number,
  lineName: string,
  groupIds: readonly number[],
): Promise<TailCount[]> {
  const target = await lineId(db, facilityId, lineName);
  const rows = await db
    .selectFrom('pack_line_plan_groups as g')
    .innerJoin('shipments as s', 's.pack_line_plan_group_id', 'g.id')
    .select((eb) => [
      'g.id as groupId',
      eb.fn.countAll<string>().as('tailCount'),
      sql<string>`count(*) FILTER (WHERE NOT ${cannotPackOnLine('s.id', target)})`.as(
        'packableCount',
      ),
    ])
    .where('g.packing_facility_id', '=', facilityId)
    .where('g.id', 'in', groupIds.length ? [...groupIds] : [0])
    .where('g.pack_line_id', 'is not', null)
    .where('s.printed_at', 'is', null)
    .where(cannotPackOnLine('s.id', 'g.pack_line_id'))
    .groupBy('g.id')
    .execute();
  const found = new Map(rows.map((row) => [Number(row.groupId), row]));
  return groupIds.map((id) => ({
    groupId: id,
    tailCount: Number(found.get(id)?.tailCount ?? 0),
    packableCount: Number(found.get(id)?.packableCount ?? 0),
  }));
}

/**
 * Moves each selected group's tail to a new group '{name} tail' on the chosen line, in one
 * transaction, if the groups are still as the planner saw them (409 otherwise). Completed groups
 * are refused; groups without a tail are left as they are.
 */
export async function reassignTails(
  db: Db,
  facility: CheckedFacility,
  assignments: readonly LineGroups[],
  seen: readonly SeenGroup[],
  author: HistoryAuthor,
): Promise<Changed> {
  return db.transaction().execute(async (tx) => {
    if (assignments.some((entry) => !entry.packLineName || entry.packLineName === 'Unassigned')) {
      throw new HttpError(422, 'Choose the pack line that takes the tails.');
    }
    const stored = await lockGroups(
      tx,
      facility.id,
      assignments.flatMap((entry) => entry.groupIds),
    );
    checkSeenGroups(stored, seen);
    refuseCompleted(stored.values(), 'reassigned');
    const lines = await lockLines(
      tx,
      facility.id,
      assignments.map((entry) => entry.packLineName),
    );
    const changedIds: number[] = [];
    const lineNames = new Set<string>();
    const moves: { groups: { id: number; name: string; line: string }[]; to: string }[] = [];
    for (const entry of assignments) {
      const target = lineIn(lines, entry.packLineName)!;
      const groups = [...new Set(entry.groupIds)].map((id) => stored.get(id)!);
      const moved = await moveTails(tx, facility.id, groups, target.id);
      changedIds.push(...moved);
      const tailed = groups.filter((group) => moved.includes(group.id));
      if (tailed.length > 0) {
        moves.push({
          groups: tailed.map((g) => ({ id: g.id, name: g.name, line: lineWords(g.line_name) })),
          to: lineWords(target.name),
        });
      }
      if (moved.length) {
        for (const group of groups) {
          if (moved.includes(group.id) && group.line_name) lineNames.add(group.line_name);
        }
        lineNames.add(target.name);
      }
    }
    if (changedIds.length === 0) {
      throw new HttpError(422, 'The selected groups have no unpackable boxes to reassign.');
    }
    await recordHistory(tx, author, {
      facilityId: facility.id,
      kind: 'planner.tails_reassigned',
      summary: moves
        .map((move) => `Tails of ${listed(move.groups.map((g) => g.name))} → ${move.to}`)
        .join('; '),
      before: { groups: moves.flatMap((move) => move.groups) },
      after: {
        tails: moves.map((move) => ({ groups: move.groups.map((g) => g.name), line: move.to })),
      },
    });
    return announce(tx, facility, 'reassign_tails', {
      groupIds: changedIds,
      lineNames: [...lineNames].sort(),
    });
  });
}

/**
 * Moves the tail (unprinted boxes its own line cannot pack) of each group to a new group
 * '{name} tail' on the target line, or among the Unassigned groups when target is null. Returns
 * the ids of the groups changed and created; groups without a tail are left as they are.
 */
export async function moveTails(
  tx: Queryable,
  facilityId: number,
  groups: readonly { id: number; pack_line_id: number | null }[],
  target: number | null,
): Promise<number[]> {
  const changedIds: number[] = [];
  let order = Number(
    (
      await tx
        .selectFrom('pack_line_plan_groups')
        .select((eb) => eb.fn.max('display_order').as('last'))
        .where('packing_facility_id', '=', facilityId)
        .where((eb) =>
          target === null ? eb('pack_line_id', 'is', null) : eb('pack_line_id', '=', target),
        )
        .executeTakeFirst()
    )?.last ?? 0,
  );
  for (const group of groups) {
    if (group.pack_line_id === null) continue;
    const tail = await tx
      .selectFrom('shipments as s')
      .select('s.id')
      .where('s.pack_line_plan_group_id', '=', group.id)
      .where('s.printed_at', 'is', null)
      .where(cannotPackOnLine('s.id', group.pack_line_id))
      .execute();
    if (tail.length === 0) continue;
    const created = await sql<{ id: number }>`
      INSERT INTO pack_line_plan_groups (packing_facility_id, menu_id, name, ship_date,
        shipping_region_id, meal_plan_id, box_size_inches, pack_line_id, display_order,
        dockout_at, split_from_group_id)
      SELECT packing_facility_id, menu_id, name || ' tail', ship_date, shipping_region_id,
             meal_plan_id, box_size_inches, ${target}::int, ${(order += 1)}::int, dockout_at, id
      FROM pack_line_plan_groups WHERE id = ${group.id}
      RETURNING id`.execute(tx);
    const tailId = created.rows[0]!.id;
    await tx
      .updateTable('shipments')
      .set({ pack_line_plan_group_id: tailId })
      .where(
        'id',
        'in',
        tail.map((box) => box.id),
      )
      .execute();
    changedIds.push(group.id, tailId);
  }
  return changedIds;
}
