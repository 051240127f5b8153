import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openSeededDatabase } from './support.ts';

// The day a facility packs is its own: on a Thursday evening in Chicago, when UTC already shows
// Friday, Chicago still packs Thursday's boxes (next week's menu starts on Friday morning there).
const THURSDAY_EVENING_IN_CHICAGO = new Date('2026-11-27T03:00:00Z');

describe('the demo seed on an evening in America', () => {
  it('has every Chicago line packing a group of its own day, of this week’s menu', async () => {
    const { handle } = await openSeededDatabase('demo', THURSDAY_EVENING_IN_CHICAGO);
    try {
      const lines = await sql<{ name: string; ship_date: string | null }>`
        SELECT pl.name, to_char(g.ship_date, 'YYYY-MM-DD') AS ship_date
        FROM pack_lines pl
        LEFT JOIN pack_line_plan_groups g ON g.id = pl.current_group_id
        WHERE pl.packing_facility_id = 1
        ORDER BY pl.name`.execute(handle.db);
      expect(lines.rows.length).toBeGreaterThan(0);
      for (const line of lines.rows)
        expect(line).toEqual({ name: line.name, ship_date: '2026-11-26' });
      const packed = await handle.db
        .selectFrom('menus')
        .select('menu_date')
        .where('is_being_packed', '=', true)
        .executeTakeFirst();
      expect(packed?.menu_date).toBe('2026-11-23');
    } finally {
      await handle.close();
    }
  }, 120_000);
});
