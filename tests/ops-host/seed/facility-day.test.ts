import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openSeededDatabase } from './support.ts';

// The day a facility packs is its own, and there is always one: on a Thursday evening in
// Chicago, when UTC already shows Friday, Chicago still packs Thursday's boxes; and in the night
// after, until next week's menu starts packing on Friday at 06:00 there, it is still on Thursday.
describe('the demo seed at night in America', () => {
  it.each([
    ['a Thursday evening in Chicago (Friday in UTC)', '2026-11-27T03:00:00Z'],
    ['the night after, before next week’s packing starts', '2026-11-27T09:00:00Z'],
  ])(
    'on %s, has every Chicago line packing a group of Thursday, of this week’s menu',
    async (_when, at) => {
      const { handle } = await openSeededDatabase('demo', new Date(at));
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
    },
    120_000,
  );
});
