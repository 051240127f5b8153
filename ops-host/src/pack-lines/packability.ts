import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';

/**
 * True when the box cannot be packed on the line: one of its pickables has no letter, no cell on
 * the line's preset, or its letter is filtered there (the views are in
 * 007_packability.sql). The box is a column reference ('s.id'); the line a column reference
 * ('pl.id') or a line id.
 */
export function cannotPackOnLine(
  shipmentId: string,
  packLineId: string | number,
): RawBuilder<boolean> {
  const box = sql.ref(shipmentId);
  const line = typeof packLineId === 'number' ? sql.val(packLineId) : sql.ref(packLineId);
  return sql<boolean>`EXISTS (
    SELECT 1 FROM shipment_cell_keys k
    WHERE k.shipment_id = ${box}
      AND (k.cell_key IS NULL
        OR NOT EXISTS (
          SELECT 1 FROM pack_line_cells c
          WHERE c.pack_line_id = ${line} AND c.cell_key = k.cell_key)
        OR EXISTS (
          SELECT 1 FROM pack_line_filters f
          WHERE f.pack_line_id = ${line} AND f.letter = k.cell_key)))`;
}

export interface UnpackableCount {
  groupId: number;
  packLineId: number;
  /** Unprinted boxes of the group that the line cannot pack. */
  count: number;
}

/**
 * For every plan group of a facility (or the given ones) and every line of the facility: how many
 * of its unprinted boxes the line cannot pack. Pairs with none are left out.
 */
export async function unpackableCounts(
  db: Queryable,
  facilityId: number,
  groupIds?: readonly number[],
): Promise<UnpackableCount[]> {
  if (groupIds?.length === 0) return [];
  let query = db
    .selectFrom('shipments as s')
    .innerJoin('pack_lines as pl', 'pl.packing_facility_id', 's.packing_facility_id')
    .select((eb) => [
      's.pack_line_plan_group_id as groupId',
      'pl.id as packLineId',
      eb.fn.countAll<string>().as('count'),
    ])
    .where('s.packing_facility_id', '=', facilityId)
    .where('s.printed_at', 'is', null)
    .where('s.pack_line_plan_group_id', 'is not', null)
    .where(cannotPackOnLine('s.id', 'pl.id'))
    .groupBy(['s.pack_line_plan_group_id', 'pl.id']);
  if (groupIds) query = query.where('s.pack_line_plan_group_id', 'in', groupIds);
  const rows = await query.execute();
  return rows.map((row) => ({
    groupId: Number(row.groupId),
    packLineId: row.packLineId,
    count: Number(row.count),
  }));
}

/**
 * Takes the next box of the group that the line may print now: unprinted, labelled (it has a
 * tracking number), packable on the line; locked for this transaction, skipping boxes another
 * printer holds, so two printers never take the same box. Undefined when there is none.
 */
export async function takeNextPrintableBox(
  tx: Queryable,
  groupId: number,
  packLineId: number,
): Promise<number | undefined> {
  const row = await tx
    .selectFrom('shipments as s')
    .select('s.id')
    .where('s.pack_line_plan_group_id', '=', groupId)
    .where('s.printed_at', 'is', null)
    .where('s.tracking_number', 'is not', null)
    .where(sql<boolean>`NOT ${cannotPackOnLine('s.id', packLineId)}`)
    .orderBy('s.id')
    .limit(1)
    .forUpdate('s')
    .skipLocked()
    .executeTakeFirst();
  return row?.id;
}
