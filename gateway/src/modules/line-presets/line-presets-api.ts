import type { BoundUpstream } from '../../upstream/client.ts';
import type {
  UpstreamDeletePresetBody,
  UpstreamLinePresetBody,
  UpstreamLinePresetsBody,
} from './types.ts';

const presetsPath = (facilityId: string) =>
  `/pick_to_light/packing_facilities/${encodeURIComponent(facilityId)}/line_presets`;
const presetPath = (facilityId: string, id: string) =>
  `${presetsPath(facilityId)}/${encodeURIComponent(id)}`;

export function fetchPresets(upstream: BoundUpstream, facilityId: string) {
  return upstream.request<UpstreamLinePresetsBody>({
    method: 'GET',
    path: presetsPath(facilityId),
  });
}

export function fetchPreset(upstream: BoundUpstream, facilityId: string, id: string) {
  return upstream.request<UpstreamLinePresetBody>({
    method: 'GET',
    path: presetPath(facilityId, id),
  });
}

export function postPreset(
  upstream: BoundUpstream,
  facilityId: string,
  body: { name: string; description: string; existingLinePresetId: number | null },
) {
  return upstream.request<UpstreamLinePresetBody>({
    method: 'POST',
    path: presetsPath(facilityId),
    body,
  });
}

export function putPreset(
  upstream: BoundUpstream,
  facilityId: string,
  id: string,
  body: { name: string; description: string; zones: unknown[] },
) {
  return upstream.request<UpstreamLinePresetBody & { success: boolean }>({
    method: 'PUT',
    path: presetPath(facilityId, id),
    body,
  });
}

export function deletePreset(upstream: BoundUpstream, facilityId: string, id: string) {
  return upstream.request<UpstreamDeletePresetBody>({
    method: 'DELETE',
    path: presetPath(facilityId, id),
    body: { id: Number(id) },
  });
}
