import { UNASSIGNED } from '@ops/schema/planner/rules';
import { sql } from 'kysely';
import type { Tx } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import type { StoredGroup } from './seen-groups.ts';

// A planner change locks what it reads before it compares it with what the planner saw, and keeps
// the locks until it commits: another change of the same groups or lines waits, then finds them
// changed. Groups are locked before lines, each set in id order, so two changes never wait on
// each other in a circle.

export interface LockedGroup extends StoredGroup {
  pack_line_id: number | null;
}

/** Locks the facility's groups by id; 404 naming any id that is not one of them. */
export async function lockGroups(
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

export interface LockedLine {
  id: number;
  name: string;
  line_preset_id: number | null;
  preset_name: string | null;
}

/**
 * Locks the facility's lines of these letters ('Unassigned' and null name no line); 422 naming
 * a letter the facility has no line of.
 */
export async function lockLines(
  tx: Tx,
  facilityId: number,
  names: readonly (string | null)[],
): Promise<Map<string, LockedLine>> {
  const letters = [...new Set(names)].filter(
    (name): name is string => !!name && name !== UNASSIGNED,
  );
  if (letters.length === 0) return new Map();
  const lines = await tx
    .selectFrom('pack_lines as pl')
    .leftJoin('line_presets as lp', 'lp.id', 'pl.line_preset_id')
    .select(['pl.id', 'pl.name', 'pl.line_preset_id', 'lp.name as preset_name'])
    .where('pl.packing_facility_id', '=', facilityId)
    .where('pl.name', 'in', letters)
    .orderBy('pl.id')
    .forUpdate('pl')
    .execute();
  const byName = new Map(lines.map((line) => [line.name, line]));
  const unknown = letters.find((letter) => !byName.has(letter));
  if (unknown) throw new HttpError(422, `No pack line ${unknown} at this facility.`);
  return byName;
}

/** The line of that letter (locked), null for Unassigned. */
export const lineIn = (lines: ReadonlyMap<string, LockedLine>, name: string | null | undefined) =>
  (name && lines.get(name)) || null;
