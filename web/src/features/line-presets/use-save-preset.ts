import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  PresetEditorQueryDocument,
  PresetEditorSaveMutationDocument,
} from '../../generated/graphql.ts';
import { zoneInputs, type PresetDraft } from './preset-draft.ts';

/**
 * The two steps of a save: re-read the preset (to learn which lines use it now),
 * then save the draft. The saved preset comes back with its zones and updates the cache.
 */
export function useSavePreset(facilityId: string, presetId: string) {
  const client = useApolloClient();
  const [mutate] = useMutation(PresetEditorSaveMutationDocument);

  async function reload() {
    const { data, error } = await client.query({
      query: PresetEditorQueryDocument,
      variables: { packingFacilityId: facilityId, id: presetId },
      fetchPolicy: 'network-only',
    });
    if (!data) throw error ?? new Error('The preset could not be loaded.');
    return data.linePreset;
  }

  /** Resolves to null when saved, else to the server's reasons. */
  async function save(draft: PresetDraft): Promise<string[] | null> {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          id: presetId,
          name: draft.name,
          description: draft.description,
          zones: zoneInputs(draft.zones),
        },
      },
    });
    const payload = data?.saveLinePreset;
    if (payload?.linePreset) return null;
    const reasons = payload?.userErrors.map((error) => error.message) ?? [];
    return reasons.length > 0 ? reasons : ['The preset was not saved.'];
  }

  return { reload, save };
}
