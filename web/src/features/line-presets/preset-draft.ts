import {
  isZoneType,
  ZONE_FLAGS,
  type Zone,
  type ZoneDraft,
  type ZoneFlag,
} from '@ops/schema/line-presets/zone-types';
import type {
  PresetEditor_PresetFragment,
  PresetEditor_ZoneFragment,
  ZoneInput,
} from '../../generated/graphql.ts';

/** A zone in the editor: its draft values, its stored id (null when added) and a React key. */
export type EditorZone = ZoneDraft & { key: string; id: string | null };

export interface PresetDraft {
  name: string;
  description: string;
  zones: EditorZone[];
}

function flagsOf(zone: PresetEditor_ZoneFragment): Record<ZoneFlag, boolean> {
  return Object.fromEntries(ZONE_FLAGS.map((flag) => [flag, zone[flag]])) as Record<
    ZoneFlag,
    boolean
  >;
}

/** The editor's starting point: the preset as loaded. */
export function draftOf(preset: PresetEditor_PresetFragment): PresetDraft {
  return {
    name: preset.name,
    description: preset.description,
    zones: preset.zones.map((zone) => ({
      key: zone.id,
      id: zone.id,
      zoneId: zone.zoneId,
      pickableType: isZoneType(zone.pickableType) ? zone.pickableType : null,
      rows: zone.rows,
      columns: zone.columns,
      itemLetters: [...zone.itemLetters],
      ...flagsOf(zone),
    })),
  };
}

/** What a draft would save: the comparison key for "has anything changed". */
export function draftSignature(draft: PresetDraft): string {
  return JSON.stringify({
    name: draft.name,
    description: draft.description,
    zones: draft.zones.map(({ key: _key, ...zone }) => zone),
  });
}

/** The zones as the save mutation takes them; only called on a draft without problems. */
export function zoneInputs(zones: EditorZone[]): ZoneInput[] {
  return zones.map(({ key: _key, id, ...zone }) => {
    const complete = zone as Zone;
    return { ...complete, id };
  });
}

/** Zones in zone id order, as the board shows them. */
export function zonesInOrder(zones: EditorZone[]): EditorZone[] {
  return [...zones].sort((a, b) => (a.zoneId ?? 0) - (b.zoneId ?? 0));
}
