import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SeedContext } from './context.ts';
import { seedFacilitiesAndUsers } from './facilities-and-users.ts';
import { seedHeartbeats, seedLineActivity } from './floor-activity.ts';
import { seedIceRestrictions } from './ice.ts';
import { generateLabels } from './label-generation.ts';
import { seedHistory } from './history.ts';
import { seedLetters } from './letters.ts';
import { seedLinesAndPresets } from './lines-and-presets.ts';
import { syncSequences, truncateAll } from './maintenance.ts';
import { seedMenus } from './menus.ts';
import { seedPauseReasons } from './pause-reasons.ts';
import { persistShipments } from './persist-shipments.ts';
import { seedCatalog } from './pickables.ts';
import { planLines } from './planning.ts';
import { PROFILES, type SeedProfile, type SeedSize } from './profiles.ts';
import { seedRegions } from './regions.ts';
import { seedScans } from './scans.ts';
import { buildFacilityPlans } from './shipments.ts';
import { SeedWriter } from './writer.ts';

export { truncateAll };
export type { SeedSize };

export interface SeedOptions {
  size: SeedSize;
  /** Password of the two demo users (admin@example.com, chicago.lead@example.com). */
  adminPassword: string;
  /** The seed's clock; defaults to the current time. Equal `now` gives equal data. */
  now?: Date;
}

export interface SeedSummary {
  size: SeedSize;
  /** Rows written per table. */
  rows: Record<string, number>;
  totalRows: number;
}

/** True when the database holds data (any facility). */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('packing_facilities').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills an empty, migrated database with deterministic demo or benchmark data, in one
 * transaction: either all of it is there afterwards or none.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const rows = await seedWithProfile(db, PROFILES[options.size], options);
  return {
    size: options.size,
    rows,
    totalRows: Object.values(rows).reduce((sum, count) => sum + count, 0),
  };
}

/**
 * The seed's steps with any profile (seedDatabase's named sizes, or a benchmark's own), in one
 * transaction; answers the rows written per table.
 */
export async function seedWithProfile(
  db: Db,
  profile: SeedProfile,
  options: { adminPassword: string; now?: Date },
): Promise<Record<string, number>> {
  if (await isSeeded(db)) throw new Error('The database already has data; reset it before seeding');
  const now = options.now ?? new Date();
  return db.transaction().execute(async (tx) => {
    // Box packability (010_box_packability.sql) is computed once for all boxes at the end
    // instead of by the triggers for each batch of rows.
    await sql`SELECT set_config('ops.defer_packability', 'on', true)`.execute(tx);
    const writer = new SeedWriter(tx);
    const ctx: SeedContext = { writer, profile, now };
    await seedFacilitiesAndUsers(ctx, options.adminPassword);
    const menuPlan = await seedMenus(ctx);
    const catalog = await seedCatalog(ctx, menuPlan.menus);
    const letters = await seedLetters(ctx, menuPlan, catalog);
    const regions = await seedRegions(ctx);
    const ice = await seedIceRestrictions(ctx, menuPlan);
    const lines = await seedLinesAndPresets(ctx);
    const reasons = await seedPauseReasons(ctx);

    const plans = buildFacilityPlans(ctx, { menu: menuPlan.packed, catalog, regions, ice });
    const runs = generateLabels(ctx, plans);
    const lineStates = planLines(ctx, plans, lines, letters);
    const boxes = await persistShipments(ctx, plans, runs, lineStates);

    const lastScan = await seedScans(ctx, boxes, letters);
    await seedHeartbeats(ctx, lines);
    await seedLineActivity(ctx, lines, boxes, reasons, lastScan);
    await seedHistory(ctx);
    await syncSequences(tx);
    await sql`SELECT set_config('ops.defer_packability', 'off', true)`.execute(tx);
    await sql`SELECT refresh_box_packability(ARRAY(SELECT id FROM shipments))`.execute(tx);
    // Fresh statistics, so the planner's first queries get good plans on the new rows.
    await sql`ANALYZE`.execute(tx);
    return Object.fromEntries(Object.entries(writer.counts).sort(([a], [b]) => a.localeCompare(b)));
  });
}
