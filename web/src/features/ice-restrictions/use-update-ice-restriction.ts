import { useMutation } from '@apollo/client/react';
import type { RestrictionState } from '@ops/schema/ice-restrictions/rules';
import { useCallback } from 'react';
import { IceRestrictionsUpdateMutationDocument, type IceSize } from '../../generated/graphql.ts';

export interface RowTarget {
  packingFacilityId: string;
  mealPlanId: string;
  iceSize: IceSize;
}

export type SaveResult = { ok: true } | { ok: false; message: string };

/**
 * Saves one row. The mutation returns the row as saved, which the cache merges by id, so the
 * table shows the stored state without a refetch; a refusal leaves the cache as it was.
 */
export function useUpdateIceRestriction() {
  const [mutate, { loading }] = useMutation(IceRestrictionsUpdateMutationDocument);
  const save = useCallback(
    async (target: RowTarget, draft: RestrictionState): Promise<SaveResult> => {
      try {
        const { data } = await mutate({
          variables: {
            input: {
              ...target,
              indefiniteRestrictionStartingMenuId:
                draft.indefiniteFrom === null ? null : String(draft.indefiniteFrom.id),
              menuIds: draft.menuIds.map(String),
            },
          },
        });
        const userError = data?.updateIceRestriction.userErrors[0];
        if (userError) return { ok: false, message: userError.message };
        if (!data?.updateIceRestriction.iceRestriction) {
          return { ok: false, message: 'The ice restriction was not saved.' };
        }
        return { ok: true };
      } catch (error) {
        return { ok: false, message: (error as Error).message };
      }
    },
    [mutate],
  );
  return { save, saving: loading };
}
