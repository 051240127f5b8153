import { sql } from 'kysely';
import type { Tx } from '../db/database.ts';
import { previousMenu } from '../menus/service.ts';
import { lineLabel, namesList, StaleData } from '../pack-lines/stale-data.ts';
import { groupLabel } from './seen-groups.ts';
import type { LockedGroup } from './locks.ts';

// A line's order as the planner's drawer listed it (the open groups of the menu being packed on
// that line, first to last), against the order stored now.

interface OrderedGroup {
  id: number;
  name: string;
}

/**
 * The open groups of the menu being packed on the line, in its order: the drawer's list (a group
 * is open until completed by hand or until all its boxes are printed).
 */
export async function openGroupsOfLine(tx: Tx, lineId: number): Promise<OrderedGroup[]> {
  const menu = await previousMenu(tx);
  if (!menu) return [];
  const rows = await sql<OrderedGroup>`
    SELECT g.id, g.name
    FROM pack_line_plan_groups g
    LEFT JOIN shipments s ON s.pack_line_plan_group_id = g.id
    WHERE g.pack_line_id = ${lineId} AND g.menu_id = ${menu.id} AND NOT g.is_complete
    GROUP BY g.id
    HAVING count(s.id) = 0 OR count(s.id) > count(s.printed_at)
    ORDER BY g.display_order, g.id`.execute(tx);
  return rows.rows;
}

const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinals = new Intl.PluralRules('en', { type: 'ordinal' });
/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
export const ordinal = (n: number) => `${n}${ORDINAL_SUFFIX[ordinals.select(n)]}`;

/** The items of `a` that keep their relative order in `b` (a longest common subsequence). */
function keptInOrder(a: readonly number[], b: readonly number[]): Set<number> {
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const kept = new Set<number>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return kept;
}

/**
 * Refuses a new order unless the line's open groups are, in order, the ones the planner saw. The
 * message names the groups added to the line, those gone from it (moved, completed) and those
 * whose place changed.
 */
export function checkSeenOrder(
  lineName: string,
  seen: readonly number[],
  stored: readonly OrderedGroup[],
  seenGroups: ReadonlyMap<number, LockedGroup>,
): void {
  const storedIds = stored.map((group) => group.id);
  if (storedIds.length === seen.length && storedIds.every((id, index) => id === seen[index])) {
    return;
  }
  const changes: string[] = [];
  for (const group of stored) {
    if (!seen.includes(group.id)) changes.push(`${groupLabel(group)} was added`);
  }
  for (const id of seen) {
    if (storedIds.includes(id)) continue;
    const group = seenGroups.get(id)!;
    const where = group.line_name ? `on ${lineLabel(group.line_name)}` : 'unassigned';
    changes.push(`${groupLabel(group)} is now ${group.is_complete ? 'complete' : where}`);
  }
  const common = seen.filter((id) => storedIds.includes(id));
  const kept = keptInOrder(
    common,
    storedIds.filter((id) => seen.includes(id)),
  );
  stored.forEach((group, index) => {
    if (common.includes(group.id) && !kept.has(group.id)) {
      changes.push(`${groupLabel(group)} is now ${ordinal(index + 1)}`);
    }
  });
  throw new StaleData(
    `Pack Line ${lineName}'s order was changed since you opened its assignments: ` +
      `${namesList(changes, '; ')}. Your order was not saved; the list shows the current order.`,
    [...new Set([...seen, ...storedIds])],
    { field: 'seen_ordered_pack_line_plan_groups' },
  );
}
