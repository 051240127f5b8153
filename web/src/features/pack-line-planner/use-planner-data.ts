import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { PlannerGroupsQueryDocument } from '../../generated/graphql.ts';
import { applyPlannerChange, type Planner, type PlannerChange } from './planner-data.ts';

/**
 * A facility's planner: its read, then the changes of mutations and events applied to it.
 *
 * The read bypasses Apollo's normalised cache: writing 3,000 groups into it and reading them
 * back cost most of the table's first render, and every event re-read all of them. The screen
 * holds the answer as it came and lays each change over it; a refetch replaces it.
 */
export function usePlannerData(facilityId: string) {
  const { data, error, refetch, networkStatus } = useQuery(PlannerGroupsQueryDocument, {
    variables: { packingFacilityId: facilityId },
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const read = data?.packLinePlanner;
  const [held, setHeld] = useState<{ read?: Planner; planner?: Planner }>({});
  let planner = held.planner;
  if (held.read !== read) {
    // A new answer replaces what the changes made of the previous one.
    planner = read;
    setHeld({ read, planner });
  }
  const apply = useCallback((change: PlannerChange) => {
    setHeld((current) =>
      current.planner
        ? { ...current, planner: applyPlannerChange(current.planner, change) }
        : current,
    );
  }, []);
  const reload = useCallback(() => refetch().then(() => undefined), [refetch]);
  return {
    planner,
    error,
    apply,
    reload,
    refreshing: networkStatus === NetworkStatus.refetch,
  };
}
