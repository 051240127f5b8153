import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import { seedDatabase, type SeedSummary } from '../../../ops-host/src/seed/index.ts';
import { openMigratedDatabase, SEED_PASSWORD, THURSDAY } from './support.ts';

let handle: DatabaseHandle;
let summary: SeedSummary;
beforeAll(async () => {
  handle = await openMigratedDatabase();
  summary = await seedDatabase(handle.db, {
    size: 'bench',
    adminPassword: SEED_PASSWORD,
    now: THURSDAY,
  });
}, 180_000);
afterAll(() => handle?.close());

describe('the benchmark seed', () => {
  it('gives Chicago 3,000 plan groups on 12 lines, each group with a box', async () => {
    expect(summary.rows.pack_line_plan_groups).toBe(3000);
    const groups = await sql<{ facility: number; groups: number; empty: number }>`
      SELECT g.packing_facility_id AS facility, count(*)::int AS groups,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM shipments s WHERE s.pack_line_plan_group_id = g.id))::int AS empty
      FROM pack_line_plan_groups g GROUP BY 1`.execute(handle.db);
    expect(groups.rows).toEqual([{ facility: 1, groups: 3000, empty: 0 }]);
    const lines = await handle.db
      .selectFrom('pack_lines')
      .select(['packing_facility_id', 'name'])
      .orderBy('name')
      .execute();
    expect(lines.map((line) => line.name).join('')).toBe('ABCDEFGHIJKL');
    expect(new Set(lines.map((line) => line.packing_facility_id))).toEqual(new Set([1]));
  });
});
