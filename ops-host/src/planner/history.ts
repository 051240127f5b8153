import { sql } from 'kysely';
import type { Queryable, Tx } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import type { HistoryEntryInput } from '../history/record.ts';
import { changeLineFilters, filtersSummary, type FiltersUndo } from '../pack-lines/filters.ts';
import { StaleData } from '../pack-lines/stale-data.ts';
import { announce } from './changes.ts';
import { changeLinePresetIn, type LinePresetUndo } from './lines.ts';
import { lockGroups } from './locks.ts';
import { openGroupsOfLine } from './seen-order.ts';

// The planner's changes as history keeps them, and the undo of the ones that can be taken back.

/** A line as a lead names it: 'line A', or 'Unassigned'. */
export const lineWords = (name: string | null) => (name ? `line ${name}` : 'Unassigned');

/** Names listed in a summary, the first few then how many more. */
export function listed(names: readonly string[], most = 5): string {
  if (names.length <= most) return names.join(', ');
  return `${names.slice(0, most).join(', ')} and ${names.length - most} more`;
}

/** A group's place before or after an assignment, and how many of its labels were printed. */
export interface GroupPlace {
  id: number;
  name: string;
  lineId: number | null;
  line: string | null;
  displayOrder: number;
  printed: number;
}

/** The groups' lines, orders and printed labels, by id. */
export async function groupPlaces(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, GroupPlace>> {
  const { rows } = await sql<GroupPlace>`
    SELECT g.id, g.name, g.pack_line_id AS "lineId", pl.name AS line,
           g.display_order AS "displayOrder", count(s.printed_at)::int AS printed
    FROM pack_line_plan_groups g
    LEFT JOIN pack_lines pl ON pl.id = g.pack_line_id
    LEFT JOIN shipments s ON s.pack_line_plan_group_id = g.id
    WHERE g.id = ANY(${sql.val([...ids])}::int[])
    GROUP BY g.id, pl.name
    ORDER BY g.id`.execute(db);
  return new Map(rows.map((row) => [row.id, row]));
}

/** 'Detroit 16: line A → Unassigned; Austin 12, Chicago 9: line B → line C'. */
export function assignSummary(
  before: readonly GroupPlace[],
  after: ReadonlyMap<number, GroupPlace>,
) {
  const moves = new Map<string, string[]>();
  for (const group of before) {
    const move = `${lineWords(group.line)} → ${lineWords(after.get(group.id)?.line ?? null)}`;
    moves.set(move, [...(moves.get(move) ?? []), group.name]);
  }
  return [...moves].map(([move, groups]) => `${listed(groups)}: ${move}`).join('; ');
}

const view = (group: GroupPlace) => ({
  id: group.id,
  name: group.name,
  line: group.line ?? 'Unassigned',
});

/** What undo of an assignment needs: each group's place before and after. */
export interface AssignUndo {
  before: GroupPlace[];
  after: GroupPlace[];
}

/** The entry of an assignment, from the groups' places before and after it. */
export function assignEntry(
  facilityId: number,
  before: readonly GroupPlace[],
  after: ReadonlyMap<number, GroupPlace>,
): Omit<HistoryEntryInput, 'undoOf'> {
  const afterList = before.map((group) => after.get(group.id)!);
  return {
    facilityId,
    kind: 'planner.groups_assigned',
    summary: assignSummary(before, after),
    before: { groups: before.map(view) },
    after: { groups: afterList.map(view) },
    undo: { before: [...before], after: afterList } satisfies AssignUndo,
  };
}

/**
 * Puts the groups back where an assignment found them, if each is still where it left them,
 * open, and no label of it was printed since (409 naming what changed otherwise).
 */
export async function undoAssign(tx: Tx, facility: CheckedFacility, undo: AssignUndo) {
  const ids = undo.after.map((group) => group.id);
  const locked = await lockGroups(tx, facility.id, ids);
  const now = await groupPlaces(tx, ids);
  const changed: string[] = [];
  for (const left of undo.after) {
    const current = now.get(left.id)!;
    if (current.lineId !== left.lineId) {
      changed.push(
        `${left.name} is now on ${lineWords(current.line)} (this change put it on ${lineWords(left.line)})`,
      );
    } else if (current.printed !== left.printed) {
      changed.push(`${current.printed - left.printed} label(s) of ${left.name} were printed since`);
    } else if (locked.get(left.id)!.is_complete) {
      changed.push(`${left.name} was completed since`);
    }
  }
  if (changed.length > 0) {
    throw new HttpError(409, `Changed since, so nothing was undone: ${changed.join('; ')}.`);
  }
  for (const group of undo.before) {
    await tx
      .updateTable('pack_line_plan_groups')
      .set({ pack_line_id: group.lineId, display_order: group.displayOrder })
      .where('id', '=', group.id)
      .execute();
  }
  const restored = await groupPlaces(tx, ids);
  await announce(tx, facility, 'assign', {
    groupIds: ids,
    lineNames: [
      ...new Set(
        [...undo.after, ...undo.before]
          .map((group) => group.line)
          .filter((name): name is string => name !== null),
      ),
    ].sort(),
  });
  return assignEntry(facility.id, undo.after, restored);
}

/** What undo of a line's new order needs: the groups' orders before and the order it left. */
export interface OrderUndo {
  lineId: number;
  line: string;
  before: { id: number; name: string; displayOrder: number }[];
  after: { id: number; name: string; displayOrder: number }[];
}

/** 'Line A order: Detroit 16, Austin 12 → Austin 12, Detroit 16'. */
export function orderEntry(undo: OrderUndo): Omit<HistoryEntryInput, 'undoOf'> {
  const names = (groups: OrderUndo['before']) =>
    [...groups].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id).map((g) => g.name);
  const before = names(undo.before);
  const after = names(undo.after);
  return {
    facilityId: null,
    kind: 'planner.display_order_updated',
    summary: `Line ${undo.line} order: ${listed(before, 8)} → ${listed(after, 8)}`,
    before: { line: undo.line, groups: before },
    after: { line: undo.line, groups: after },
    undo,
  };
}

/** The orders of these groups, by id. */
export async function displayOrders(db: Queryable, ids: readonly number[]) {
  return db
    .selectFrom('pack_line_plan_groups')
    .select(['id', 'name', 'display_order as displayOrder'])
    .where('id', 'in', ids.length ? [...ids] : [0])
    .orderBy('id')
    .execute();
}

/** Gives a line's groups their order back, if its open groups are still in the order it left. */
export async function undoOrder(tx: Tx, facility: CheckedFacility, undo: OrderUndo) {
  const ids = undo.after.map((group) => group.id);
  await lockGroups(tx, facility.id, ids);
  const expected = [...undo.after]
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
    .map((group) => group.id);
  const open = (await openGroupsOfLine(tx, undo.lineId)).map((group) => group.id);
  const current = await displayOrders(tx, ids);
  const same =
    open.length === expected.length &&
    open.every((id, index) => id === expected[index]) &&
    current.every(
      (row) => undo.after.find((g) => g.id === row.id)?.displayOrder === row.displayOrder,
    );
  if (!same) {
    const names = new Map(current.map((row) => [row.id, row.name]));
    const now = open.map((id) => names.get(id) ?? `group ${id}`);
    throw new HttpError(
      409,
      `Changed since, so nothing was undone: line ${undo.line}'s order is now ${listed(now, 8) || 'empty'}.`,
    );
  }
  for (const group of undo.before) {
    await tx
      .updateTable('pack_line_plan_groups')
      .set({ display_order: group.displayOrder })
      .where('id', '=', group.id)
      .execute();
  }
  await announce(tx, facility, 'display_order', { groupIds: ids, lineNames: [undo.line] });
  return {
    ...orderEntry({ ...undo, before: undo.after, after: undo.before }),
    facilityId: facility.id,
  };
}

/** Gives a line its filters back, if they are still what the change left. */
export async function undoFilters(tx: Tx, facility: CheckedFacility, undo: FiltersUndo) {
  const filters = await tx
    .selectFrom('pack_line_filters as f')
    .innerJoin('pack_lines as pl', 'pl.id', 'f.pack_line_id')
    .select('f.letter')
    .where('pl.packing_facility_id', '=', facility.id)
    .where('pl.name', '=', undo.line)
    .orderBy('f.letter')
    .execute();
  const now = [...new Set(filters.map((row) => row.letter))].sort();
  if (now.join() !== [...undo.after].sort().join()) {
    throw new HttpError(
      409,
      `Changed since, so nothing was undone: line ${undo.line}'s filters are now ${now.join(', ') || 'none'} (this change left ${undo.after.join(', ') || 'none'}).`,
    );
  }
  await changeLineFilters(tx, {
    facility,
    lineName: undo.line,
    current: undo.after,
    next: undo.before,
    by: 'planner',
  });
  const back: FiltersUndo = { line: undo.line, before: undo.after, after: undo.before };
  return {
    facilityId: facility.id,
    kind: 'planner.filters_updated' as const,
    summary: filtersSummary(back),
    before: { line: undo.line, filters: back.before },
    after: { line: undo.line, filters: back.after },
    undo: back,
  };
}

/** Gives a line its preset back, if it still uses the one the change gave it. */
export async function undoLinePreset(tx: Tx, facility: CheckedFacility, undo: LinePresetUndo) {
  try {
    return await changeLinePresetIn(tx, facility, {
      lineName: undo.line,
      presetId: undo.before,
      seenPresetId: undo.after,
    });
  } catch (error) {
    if (!(error instanceof StaleData)) throw error;
    const now = error.details?.preset_id;
    const name =
      typeof now === 'number'
        ? (
            await tx
              .selectFrom('line_presets')
              .select('name')
              .where('id', '=', now)
              .executeTakeFirst()
          )?.name
        : null;
    throw new HttpError(
      409,
      `Changed since, so nothing was undone: line ${undo.line} now uses ${name ? `preset ${name}` : 'no preset'}.`,
    );
  }
}
