import type { SeedContext } from './context.ts';
import { linePrinterAddress } from './facilities-and-users.ts';
import { PRESETS, presetKindsForLines, type PresetSpec, type ZoneSpec } from './presets.ts';
import type { Row } from './writer.ts';

export interface LineSeed {
  id: number;
  facilityId: number;
  /** A, B, C, … */
  name: string;
  presetId: number;
  presetKind: PresetSpec['kind'];
  zones: ZoneSpec[];
  /** Every letter or accessory code with a cell on the line's preset. */
  cellKeys: Set<string>;
  filtered: Set<string>;
  /** The printer the seed's labels came from (linePrinterAddress). */
  printerIp: string;
}

/** Filters that give the planner's filter dialog unchecked letters to show. */
const FILTERS: { facilityId: number; line: string; letters: string[] }[] = [
  { facilityId: 1, line: 'C', letters: ['H3'] },
  { facilityId: 8, line: 'B', letters: ['P5'] },
];

export async function seedLinesAndPresets(ctx: SeedContext): Promise<LineSeed[]> {
  const { writer } = ctx;
  const presets: Row<'line_presets'>[] = [];
  const zones: Row<'zones'>[] = [];
  const lines: LineSeed[] = [];
  for (const facilityId of ctx.profile.dataFacilityIds) {
    const presetOf = new Map<PresetSpec['kind'], { id: number; spec: PresetSpec }>();
    for (const preset of PRESETS) {
      const id = writer.nextId('line_presets');
      presetOf.set(preset.kind, { id, spec: preset });
      presets.push({
        id,
        packing_facility_id: facilityId,
        name: preset.name,
        description: preset.description,
        created_at: ctx.now,
        updated_at: ctx.now,
      });
      for (const zone of preset.zones) {
        zones.push({
          id: writer.nextId('zones'),
          line_preset_id: id,
          zone_id: zone.zoneId,
          pickable_type: zone.type,
          rows: zone.rows,
          columns: zone.columns,
          item_letters: zone.letters,
          ...Object.fromEntries(zone.flags.map((flag) => [flag, true])),
        });
      }
    }
    const kinds = presetKindsForLines(ctx.profile.linesPerFacility[facilityId] ?? 0);
    kinds.forEach((kind, index) => {
      const name = String.fromCharCode(65 + index);
      const preset = presetOf.get(kind);
      if (!preset) throw new Error(`No seed preset of kind ${kind}`);
      const zoneSpecs = preset.spec.zones;
      lines.push({
        id: writer.nextId('pack_lines'),
        facilityId,
        name,
        presetId: preset.id,
        presetKind: kind,
        zones: zoneSpecs,
        cellKeys: new Set(
          zoneSpecs.flatMap((zone) => zone.letters).filter((letter) => letter !== ''),
        ),
        filtered: new Set(
          FILTERS.find((f) => f.facilityId === facilityId && f.line === name)?.letters ?? [],
        ),
        printerIp: linePrinterAddress(facilityId, index + 1),
      });
    });
  }
  await writer.insert('line_presets', presets);
  await writer.insert('zones', zones);
  // current_group_id and next_group_id are set once the plan groups exist (see planning.ts).
  await writer.insert(
    'pack_lines',
    lines.map((line) => ({
      id: line.id,
      packing_facility_id: line.facilityId,
      name: line.name,
      line_preset_id: line.presetId,
    })),
  );
  await writer.insert(
    'pack_line_filters',
    lines.flatMap((line) =>
      [...line.filtered].map((letter) => ({ pack_line_id: line.id, letter })),
    ),
  );
  return lines;
}

/** True when every pickable of the box has a cell on the line and none is filtered there. */
export function canPack(line: LineSeed, cellKeys: readonly (string | undefined)[]): boolean {
  return cellKeys.every(
    (key) => key !== undefined && line.cellKeys.has(key) && !line.filtered.has(key),
  );
}
