import { PresetWorkspace } from './preset-workspace.tsx';

/** /admin/pick_to_light_presets/:packingFacilityId/:presetId/view: read-only. */
export default function PresetViewerPage() {
  return <PresetWorkspace mode="view" />;
}
