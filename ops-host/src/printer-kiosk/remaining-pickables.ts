import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';

// Remaining pickables: every pickable still in unprinted boxes of the chosen lines'
// groups, counted by shipping region or by line, for the chosen ship dates.

export interface RemainingPickable {
  name: string;
  pickableType: string;
  count: number;
}

interface Input {
  facilityId: number;
  packLineIds: readonly number[];
  /** yyyy-MM-dd; empty means every ship date with unprinted boxes. */
  shipDates: readonly string[];
}

async function checkedLines(db: Queryable, input: Input) {
  const lines = await db
    .selectFrom('pack_lines')
    .select(['id', 'name'])
    .where('packing_facility_id', '=', input.facilityId)
    .where('id', 'in', [...input.packLineIds])
    .execute();
  if (lines.length !== new Set(input.packLineIds).size) {
    throw new HttpError(422, 'A pack line is not one of this facility.');
  }
  return lines;
}

/** Counts per (key, pickable) of unprinted boxes on the lines, with the ship dates there are. */
async function counts(db: Queryable, input: Input, by: 'region' | 'line') {
  const lines = await checkedLines(db, input);
  const base = db
    .selectFrom('shipments as s')
    .innerJoin('pack_line_plan_groups as g', 'g.id', 's.pack_line_plan_group_id')
    .where('g.pack_line_id', 'in', [...input.packLineIds])
    .where('s.printed_at', 'is', null);
  const dates = await base
    .select(sql<string>`to_char(s.ship_date, 'YYYY-MM-DD')`.as('shipDate'))
    .distinct()
    .orderBy('shipDate')
    .execute();
  const keyColumn = by === 'region' ? sql<string>`r.name` : sql<string>`g.pack_line_id::text`;
  const rows = await base
    .innerJoin('shipping_regions as r', 'r.id', 's.shipping_region_id')
    .innerJoin('shipment_contents as c', 'c.shipment_id', 's.id')
    .innerJoin('pickables as p', 'p.id', 'c.pickable_id')
    .select([
      keyColumn.as('key'),
      sql<string>`min(r.category)`.as('category'),
      'p.name',
      'p.pickable_type as pickableType',
      sql<string>`sum(c.quantity)`.as('count'),
    ])
    .where((eb) =>
      input.shipDates.length ? eb('s.ship_date', 'in', [...input.shipDates]) : eb.lit(true),
    )
    .groupBy([keyColumn, 'p.name', 'p.pickable_type'])
    .orderBy('key')
    .orderBy('p.name')
    .execute();
  const grouped = new Map<string, { category: string; pickables: RemainingPickable[] }>();
  for (const row of rows) {
    const entry = grouped.get(row.key) ?? { category: row.category, pickables: [] };
    entry.pickables.push({
      name: row.name,
      pickableType: row.pickableType,
      count: Number(row.count),
    });
    grouped.set(row.key, entry);
  }
  return { lines, grouped, shipDates: dates.map((d) => d.shipDate) };
}

/** GET remaining_pickables/by_region. */
export async function remainingByRegion(db: Queryable, input: Input) {
  const { grouped, shipDates } = await counts(db, input, 'region');
  return {
    shipDates,
    regions: [...grouped].map(([regionName, entry]) => ({
      regionName,
      regionCategory: entry.category,
      pickables: entry.pickables,
    })),
  };
}

/** GET remaining_pickables/for_pack_line. */
export async function remainingByLine(db: Queryable, input: Input) {
  const { lines, grouped, shipDates } = await counts(db, input, 'line');
  return {
    shipDates,
    packLines: lines
      .filter((line) => grouped.has(String(line.id)))
      .map((line) => ({
        packLineId: line.id,
        packLineName: line.name,
        pickables: grouped.get(String(line.id))!.pickables,
      })),
  };
}
