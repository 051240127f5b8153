import { useMutation } from '@apollo/client/react';
import { PlannerUpdateFiltersMutationDocument } from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';
import { PlannerRefusal } from './planner-refusal.ts';

export interface FilterUpdate {
  lineName: string;
  /** The line's filters and preset as the planner saw them when it opened the dialog. */
  seen: { filters: readonly string[]; presetId: string | null };
  next: readonly string[];
}

/**
 * Saves a line's filtered letters against the ones the planner saw. Resolves to the change id
 * (its own filters_updated event is not news). When someone changed them first it throws a
 * stale PlannerRefusal whose `current` line is the line as it is now, which the open planner
 * takes too.
 */
export function useUpdateFilters(facilityId: string, lineId: string) {
  const [mutate, { loading }] = useMutation(PlannerUpdateFiltersMutationDocument);
  const applyChange = usePlannerChange();
  const update = async ({ lineName, seen, next }: FilterUpdate): Promise<string> => {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          packLineName: lineName,
          presetId: seen.presetId,
          currentFilters: [...seen.filters],
          newFilters: [...next],
        },
      },
    });
    const payload = data?.updatePackLineFilters;
    const current = payload?.currentFilters;
    const line =
      payload?.packLine ??
      (current ? { id: lineId, filters: current, filteredPickables: current.length } : null);
    if (line) applyChange({ packLines: [line] });
    const refusal = payload?.userErrors[0];
    if (refusal) {
      throw new PlannerRefusal(refusal.message, current != null, {
        packLines: line ? [line] : [],
      });
    }
    if (!payload?.changeId) throw new PlannerRefusal('The filters were not saved.', false);
    return payload.changeId;
  };
  return { update, loading };
}
