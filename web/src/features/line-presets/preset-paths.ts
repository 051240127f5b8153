const BASE = '/admin/pick_to_light_presets';

export const presetListPath = (facilityId?: string) =>
  facilityId ? `${BASE}/${facilityId}` : BASE;
export const presetEditPath = (facilityId: string, presetId: string) =>
  `${BASE}/${facilityId}/${presetId}/edit`;
export const presetViewPath = (facilityId: string, presetId: string) =>
  `${BASE}/${facilityId}/${presetId}/view`;

/** What the editor passes to the list through navigation state after a save. */
export interface PresetListState {
  flash?: string;
}
