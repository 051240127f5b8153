import { useMutation } from '@apollo/client/react';
import { PlannerUpdateLinePresetMutationDocument } from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';
import { settle } from './planner-refusal.ts';

/**
 * Gives a line another preset of its facility, if its preset is still the one the planner saw;
 * the answer carries the lines, so the widgets update from it. The line's zone screens reload
 * their configuration. Throws the host's refusal (PlannerRefusal).
 */
export function useUpdateLinePreset(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerUpdateLinePresetMutationDocument);
  const applyChange = usePlannerChange();
  const update = async (lineName: string, presetId: string, seenPresetId: string | null) => {
    const { data } = await mutate({
      variables: {
        input: { packingFacilityId: facilityId, packLineName: lineName, presetId, seenPresetId },
      },
    });
    settle(data?.updatePackLinePreset, applyChange, 'The preset was not changed.');
  };
  return { update, loading };
}
