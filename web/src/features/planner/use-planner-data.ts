import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PlannerGroupsQueryDocument } from '../../generated/graphql.ts';
import { applyPlannerChange, type Planner, type PlannerChange } from './planner-data.ts';

/**
 * A facility's planner: its read, then the changes of mutations and events applied to it.
 *
 * The read bypasses Apollo's normalised cache: writing 3,000 groups into it and reading them
 * back cost most of the table's first render, and every event re-read all of them. The screen
 * holds the answer as it came and lays each change over it; a refetch replaces it.
 *
 * A change that comes while a read is on the way (the first one, or a refetch after a reconnect
 * or Refresh Data) may be newer than what the host read: it is laid over the answer too, in the
 * order the changes came, so the answer never undoes it. Each change carries its groups and
 * lines as they were then, and every later change comes after it.
 */
export function usePlannerData(facilityId: string) {
  const { data, error, refetch, networkStatus } = useQuery(PlannerGroupsQueryDocument, {
    variables: { packingFacilityId: facilityId },
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const read = data?.packLinePlanner;
  const [held, setHeld] = useState<{ read?: Planner; planner?: Planner }>({});
  // The changes received while the last read asked for was on the way.
  const asked = useRef<{ changes: PlannerChange[]; answered: boolean }>({
    changes: [],
    answered: false,
  });
  let planner = held.planner;
  if (held.read !== read) {
    // A new answer replaces what the changes made of the previous one, and takes those that
    // came while it was on the way (Apollo may hand the same answer over again as a new object:
    // the same changes are laid over it again).
    planner = read && asked.current.changes.reduce(applyPlannerChange, read);
    setHeld({ read, planner });
  }
  useEffect(() => {
    if (read) asked.current.answered = true;
  }, [read]);
  const apply = useCallback((change: PlannerChange) => {
    if (!asked.current.answered) asked.current.changes.push(change);
    setHeld((current) =>
      current.planner
        ? { ...current, planner: applyPlannerChange(current.planner, change) }
        : current,
    );
  }, []);
  const reload = useCallback(() => {
    asked.current = { changes: [], answered: false };
    return refetch().then(
      () => undefined,
      (error: unknown) => {
        // No answer to lay them over: the changes are on the planner held already.
        asked.current.answered = true;
        throw error;
      },
    );
  }, [refetch]);
  return {
    planner,
    error,
    apply,
    reload,
    refreshing: networkStatus === NetworkStatus.refetch,
  };
}
