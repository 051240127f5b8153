import type { HistoryAuthor } from '@ops/schema/history';
import { sql } from 'kysely';
import { jsonColumn, storedEntry, type HistoryEntryInput } from '../history/record.ts';
import { letterHistory } from '../pick-letters/history.ts';
import { assignEntry, groupPlaces } from '../planner/history.ts';
import type { SeedContext } from './context.ts';

const HOUR = 3_600_000;

/**
 * A few days of history for each facility, so that the History panels and page open on changes
 * a person would have made to the seeded data: the next menu's meal letters uploaded, one of
 * them corrected by hand since, and a group assigned to a line. Each entry is built by its
 * screen's own recorder and agrees with the seeded rows, so Undo behaves as on real entries
 * (the upload's undo is refused: one of its letters was changed since).
 */
export async function seedHistory(ctx: SeedContext): Promise<void> {
  const db = ctx.writer.db;
  const users = await db.selectFrom('users').select(['id', 'name']).orderBy('id').execute();
  const facilities = await db.selectFrom('packing_facilities').select('id').orderBy('id').execute();
  const menu = await db
    .selectFrom('menus')
    .select(['id', 'menu_date'])
    .where('packing_started_at', 'is', null)
    .orderBy('menu_date')
    .limit(1)
    .executeTakeFirst();
  const admin = users[0];
  if (!admin || !menu) return;
  const author = (user: { id: number; name: string }): HistoryAuthor => ({
    kind: 'user',
    id: String(user.id),
    name: user.name,
  });
  const rows = [];
  for (const { id: facilityId } of facilities) {
    // The facility's own lead where it has one (the first user reaching only this facility).
    const lead = (await facilityLead(ctx, facilityId)) ?? admin;
    const at = (hoursAgo: number) => new Date(ctx.now.getTime() - hoursAgo * HOUR);
    const entries: [HistoryAuthor, Date, HistoryEntryInput | null][] = [];

    const letters = await db
      .selectFrom('pickable_letters as l')
      .innerJoin('pickables as p', 'p.id', 'l.pickable_id')
      .select(['l.pickable_id', 'l.letter', 'p.name'])
      .where('l.packing_facility_id', '=', facilityId)
      .where('l.menu_id', '=', menu.id)
      .where('p.kind', '=', 'meal')
      .orderBy('p.name')
      .execute();
    const scope = { facilityId, menuId: menu.id };
    const [corrected] = letters;
    if (corrected) {
      // The upload set the corrected pickable's letter to one a lead then changed by hand.
      const uploaded = `${corrected.letter[0]}${Number(corrected.letter.slice(1)) + 40}`;
      const upload = letters.map((row) => ({
        pickableId: row.pickable_id,
        name: row.name,
        before: null,
        after: row === corrected ? uploaded : row.letter,
      }));
      entries.push([
        author(lead),
        at(70),
        letterHistory(menu.menu_date, scope, 'meal_letters.uploaded', upload),
      ]);
      entries.push([
        author(lead),
        at(46),
        letterHistory(menu.menu_date, scope, 'meal_letter.updated', [
          { ...upload[0]!, before: uploaded, after: corrected.letter },
        ]),
      ]);
    }

    // A group on a line with no label printed yet, moved there from Unassigned.
    const { rows: assigned } = await sql<{ id: number }>`
      SELECT g.id FROM pack_line_plan_groups g
      WHERE g.packing_facility_id = ${facilityId} AND g.pack_line_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM shipments s
                        WHERE s.pack_line_plan_group_id = g.id AND s.printed_at IS NOT NULL)
      ORDER BY g.id LIMIT 1`.execute(db);
    if (assigned[0]) {
      const after = await groupPlaces(db, [assigned[0].id]);
      const before = [...after.values()].map((group) => ({ ...group, lineId: null, line: null }));
      entries.push([author(admin), at(20), assignEntry(facilityId, before, after)]);
    }

    for (const [who, recordedAt, entry] of entries) {
      if (entry) rows.push({ ...serialised(storedEntry(who, entry)), recorded_at: recordedAt });
    }
  }
  await ctx.writer.insert(
    'history',
    rows.sort((a, b) => a.recorded_at.getTime() - b.recorded_at.getTime()),
  );
}

async function facilityLead(ctx: SeedContext, facilityId: number) {
  const { rows } = await sql<{ id: number; name: string }>`
    SELECT u.id, u.name FROM users u
    JOIN user_packing_facilities uf ON uf.user_id = u.id
    GROUP BY u.id, u.name
    HAVING array_agg(uf.packing_facility_id) = ARRAY[${facilityId}]::int[]
    ORDER BY u.id LIMIT 1`.execute(ctx.writer.db);
  return rows[0];
}

/** The JSON columns as the insert takes them. */
function serialised(row: ReturnType<typeof storedEntry>) {
  const { before, after, undo } = row;
  return { ...row, before: jsonColumn(before), after: jsonColumn(after), undo: jsonColumn(undo) };
}
