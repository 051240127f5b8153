import { useMutation } from '@apollo/client/react';
import {
  PresetListCreateMutationDocument,
  PresetListQueryDocument,
  type PresetList_PresetFragment,
} from '../../generated/graphql.ts';

export const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * Creates a preset, or duplicates one (sourceId), and adds it to the facility's cached list
 * without refetching it. Resolves to the new preset, or to the server's refusal.
 */
export function useCreatePreset(facilityId: string) {
  const [mutate] = useMutation(PresetListCreateMutationDocument);
  return async (values: { name: string; description: string; sourceId?: string }) => {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          name: values.name,
          description: values.description,
          existingLinePresetId: values.sourceId ?? null,
        },
      },
      update(cache, result) {
        const created = result.data?.createLinePreset.linePreset;
        if (!created) return;
        cache.updateQuery(
          { query: PresetListQueryDocument, variables: { packingFacilityId: facilityId } },
          (list) =>
            list && {
              linePresets: [...list.linePresets, created as PresetList_PresetFragment].sort(byName),
            },
        );
      },
    });
    const payload = data?.createLinePreset;
    return {
      preset: payload?.linePreset ?? null,
      error: payload?.userErrors[0]?.message ?? null,
    };
  };
}
