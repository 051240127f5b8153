import { useQuery } from '@apollo/client/react';
import { PlannerFacilitiesQueryDocument } from '../../generated/graphql.ts';
import { useFacilityChoice } from '../../shared/use-facility-choice.ts';

/**
 * The facility planned (kept in the address; opened on the user's last, else first, facility;
 * a link to another's shows the user's own with a notice: useFacilityChoice), and its abbreviated
 * name, which names the planner's realtime channel.
 */
export function usePlannerFacility() {
  const { facilityId, setFacility, notice } = useFacilityChoice();
  const { data } = useQuery(PlannerFacilitiesQueryDocument);
  const facility = data?.accessiblePackingFacilities.find(
    (candidate) => candidate.id === facilityId,
  );
  return {
    facilityId,
    facilityName: facility?.name,
    abbreviatedName: facility?.abbreviatedName,
    setFacility,
    notice,
  };
}
