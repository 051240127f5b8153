import type { Zone } from '@ops/schema/line-presets/zone-types';
import { zoneFromRow, type ZoneView } from './zone-rows.ts';

// A line preset as history keeps it: its name, description and zones (without their row ids, which
// a save may change), so an entry reads the same later and undo can write the preset back.

export interface RecordedPreset {
  name: string;
  description: string;
  zones: Zone[];
}

/** What undo of a preset save needs: the preset, and what the save replaced and left. */
export interface PresetUndo {
  presetId: number;
  before: RecordedPreset;
  after: RecordedPreset;
}

const byZone = (a: Zone, b: Zone) => a.zoneId - b.zoneId;
/** Keys in one order: a zone read back from jsonb has its keys in jsonb's order. */
const canonical = (zone: Zone) =>
  JSON.stringify(Object.entries(zone).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
const sameZone = (a: Zone, b: Zone) => canonical(a) === canonical(b);

/** A preset's fields and zones, in zone order, as stored or as saved. */
export function recordedPreset(
  fields: { name: string; description: string },
  zones: readonly (Zone & { id?: number | null })[],
): RecordedPreset {
  return {
    name: fields.name.trim(),
    description: fields.description.trim(),
    zones: zones.map(({ id: _id, ...zone }) => zone as Zone).sort(byZone),
  };
}

/** 'name Old → New; description changed; zone 14 added; zone 3 changed; zone 7 removed'. */
export function presetChanges(before: RecordedPreset, after: RecordedPreset): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`name ${before.name} → ${after.name}`);
  if (before.description !== after.description) changes.push('description changed');
  const old = new Map(before.zones.map((zone) => [zone.zoneId, zone]));
  const now = new Map(after.zones.map((zone) => [zone.zoneId, zone]));
  for (const zone of after.zones) {
    const was = old.get(zone.zoneId);
    if (!was) changes.push(`zone ${zone.zoneId} added`);
    else if (!sameZone(was, zone)) changes.push(`zone ${zone.zoneId} changed`);
  }
  for (const zone of before.zones) {
    if (!now.has(zone.zoneId)) changes.push(`zone ${zone.zoneId} removed`);
  }
  return changes;
}

/** 'Preset Standard: zone 14 added; zone 3 changed', named as it was before the save. */
export const presetSummary = (before: RecordedPreset, after: RecordedPreset) =>
  `Preset ${before.name}: ${presetChanges(before, after).join('; ')}`;

/** A stored preset (as findPreset reads it) as history keeps it. */
export const storedPreset = (preset: {
  name: string;
  description: string;
  zones: readonly ZoneView[];
}) =>
  recordedPreset(
    preset,
    preset.zones.map((zone) => zoneFromRow({ ...zone, line_preset_id: 0 })),
  );
