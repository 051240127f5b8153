import type { Selectable } from 'kysely';
import { ZONE_FLAGS, type Zone, type ZoneFlag } from '@ops/schema/line-presets/zone-types';
import type { ZonesTable } from '../db/tables/domain.ts';

/** includesAddOnCard → includes_add_on_card: the zones table's column of each flag. */
const columnOf = (flag: ZoneFlag) =>
  flag.replace(/[A-Z]/g, (upper) => `_${upper.toLowerCase()}`) as keyof ZonesTable;

export type ZoneRow = Selectable<ZonesTable>;

/** A zone as the REST API shows it (snake_case, as stored). */
export type ZoneView = Omit<ZoneRow, 'line_preset_id'>;

/** A zone of a save request: the stored id of a zone kept, null for a new one. */
export type ZoneInput = Zone & { id: number | null };

export function zoneView(row: ZoneRow): ZoneView {
  const { line_preset_id: _preset, ...view } = row;
  return view;
}

/** The shared rules' shape of a stored zone. */
export function zoneFromRow(row: ZoneRow): Zone {
  return {
    zoneId: row.zone_id,
    pickableType: row.pickable_type,
    rows: row.rows,
    columns: row.columns,
    itemLetters: row.item_letters,
    ...(Object.fromEntries(ZONE_FLAGS.map((flag) => [flag, row[columnOf(flag)]])) as Record<
      ZoneFlag,
      boolean
    >),
  };
}

/** The row to insert for a zone of a preset. */
export function zoneRow(presetId: number, zone: ZoneInput) {
  return {
    ...(zone.id === null ? {} : { id: zone.id }),
    line_preset_id: presetId,
    zone_id: zone.zoneId,
    pickable_type: zone.pickableType,
    rows: zone.rows,
    columns: zone.columns,
    item_letters: zone.itemLetters,
    ...Object.fromEntries(ZONE_FLAGS.map((flag) => [columnOf(flag), zone[flag]])),
  };
}

/** A zone of a REST body (snake_case) in the shared rules' shape. */
export function zoneFromBody(body: Record<string, unknown>): ZoneInput {
  return {
    id: (body.id as number | null | undefined) ?? null,
    zoneId: body.zone_id as number,
    pickableType: body.pickable_type as Zone['pickableType'],
    rows: body.rows as number,
    columns: body.columns as number,
    itemLetters: body.item_letters as string[],
    ...(Object.fromEntries(
      ZONE_FLAGS.map((flag) => [flag, body[columnOf(flag)] === true]),
    ) as Record<ZoneFlag, boolean>),
  };
}

/** Every zone column name, for request and response schemas. */
export const FLAG_COLUMNS = ZONE_FLAGS.map(columnOf) as string[];
