import { useMutation } from '@apollo/client/react';
import { PlannerUpdateLinePresetMutationDocument } from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';

/**
 * Gives a line another preset of its facility; the answer carries the lines, so the widgets
 * update from it. The line's zone screens reload their configuration. Throws a refusal.
 */
export function useUpdateLinePreset(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerUpdateLinePresetMutationDocument);
  const applyChange = usePlannerChange();
  const update = async (lineName: string, presetId: string) => {
    const { data } = await mutate({
      variables: { input: { packingFacilityId: facilityId, packLineName: lineName, presetId } },
    });
    if (data) applyChange(data.updatePackLinePreset);
    const refusal = data?.updatePackLinePreset.userErrors[0]?.message;
    if (!data || refusal) throw new Error(refusal ?? 'The preset was not changed.');
  };
  return { update, loading };
}
