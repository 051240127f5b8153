import { PresetWorkspace } from './preset-workspace.tsx';

/** /admin/pick_to_light_presets/:packingFacilityId/:presetId/edit */
export default function PresetEditorPage() {
  return <PresetWorkspace mode="edit" />;
}
