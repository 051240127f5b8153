import { useMutation } from '@apollo/client/react';
import { PlannerUpdateFiltersMutationDocument } from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';

export interface FilterUpdate {
  line: { id: string; name: string; filters: readonly string[]; presetId: string | null };
  next: readonly string[];
}

/**
 * Saves a line's filtered letters against the ones the planner saw. Resolves to the change id
 * (its own filters_updated event is not news); when someone changed them first, the open
 * planner's line takes the filters as they are now, and it throws.
 */
export function useUpdateFilters(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerUpdateFiltersMutationDocument);
  const applyChange = usePlannerChange();
  const update = async ({ line, next }: FilterUpdate): Promise<string> => {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          packLineName: line.name,
          presetId: line.presetId,
          currentFilters: [...line.filters],
          newFilters: [...next],
        },
      },
    });
    const payload = data?.updatePackLineFilters;
    if (payload?.packLine) applyChange({ packLines: [payload.packLine] });
    else if (payload?.currentFilters) {
      const current = payload.currentFilters;
      applyChange({
        packLines: [{ id: line.id, filters: current, filteredPickables: current.length }],
      });
    }
    if (!payload?.changeId || payload.userErrors.length > 0) {
      throw new Error(payload?.userErrors[0]?.message ?? 'The filters were not saved.');
    }
    return payload.changeId;
  };
  return { update, loading };
}
