import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { PlannerFacilitiesQueryDocument } from '../../generated/graphql.ts';
import { useSearchParam } from '../../shared/use-search-param.ts';

/**
 * The facility chosen (kept in the address), preselected when the user has only one; and its
 * abbreviated name, which names the planner's realtime channel.
 */
export function usePlannerFacility() {
  const [chosen, setChosen] = useSearchParam('facility', { replace: true });
  const { data } = useQuery(PlannerFacilitiesQueryDocument);
  const facilities = data?.accessiblePackingFacilities;
  useEffect(() => {
    if (chosen === undefined && facilities?.length === 1) setChosen(facilities[0]!.id);
  }, [chosen, facilities, setChosen]);
  const facility = facilities?.find((candidate) => candidate.id === chosen);
  return {
    facilityId: chosen,
    facilityName: facility?.name,
    abbreviatedName: facility?.abbreviatedName,
    setFacility: setChosen,
  };
}
