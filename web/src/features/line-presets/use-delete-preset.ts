import { useMutation } from '@apollo/client/react';
import {
  PresetListDeleteMutationDocument,
  PresetListQueryDocument,
} from '../../generated/graphql.ts';

/**
 * Deletes a preset and drops it from the cache (every list showing it) without a refetch.
 * Resolves to the server's notice, or throws its refusal.
 */
export function useDeletePreset(facilityId: string) {
  const [mutate] = useMutation(PresetListDeleteMutationDocument);
  return async (presetId: string): Promise<string> => {
    const { data } = await mutate({
      variables: { input: { packingFacilityId: facilityId, id: presetId } },
      update(cache, result) {
        if (!result.data?.deleteLinePreset.deletedId) return;
        cache.updateQuery(
          { query: PresetListQueryDocument, variables: { packingFacilityId: facilityId } },
          (list) => list && { linePresets: list.linePresets.filter((p) => p.id !== presetId) },
        );
        cache.evict({ id: cache.identify({ __typename: 'LinePreset', id: presetId }) });
        cache.gc();
      },
    });
    const payload = data?.deleteLinePreset;
    const refusal = payload?.userErrors[0]?.message;
    if (refusal || !payload?.notice) throw new Error(refusal ?? 'The preset was not deleted.');
    return payload.notice;
  };
}
