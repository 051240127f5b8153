import { useApolloClient, useFragment, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  PlannerGroupsQueryDocument,
  PlannerHeadQueryDocument,
  PlannerIndex_PlannerFragmentDoc,
} from '../../generated/graphql.ts';
import { writePlannerChange, type PlannerChange } from './planner-data.ts';

const NO_GROUPS: readonly string[] = [];

/**
 * A facility's planner in Apollo's normalised cache: its read, then the changes of mutations and
 * events, written there; the screen watches only the planner without its groups and the groups'
 * ids in the table's order, and each row reads its own group.
 *
 * The read is fetched once and written with `writeQuery`, never watched whole: reading 3,000
 * groups back out of the cache after every change would cost the table's first render and every
 * event. A refetch's answer replaces the planner's lists.
 *
 * A change that comes while a read is on the way (the first one, or a refetch after a reconnect
 * or Refresh Data) may be newer than what the host read: it is written again after the answer,
 * in the order the changes came, so the answer never undoes it. Each change carries its groups
 * and lines as they were then, and every later change comes after it.
 */
export function usePlannerData(facilityId: string) {
  const client = useApolloClient();
  const variables = useMemo(() => ({ packingFacilityId: facilityId }), [facilityId]);
  const head = useQuery(PlannerHeadQueryDocument, { variables, fetchPolicy: 'cache-only' });
  // The groups' ids with useFragment on the planner, not a cache-only useQuery: a query's
  // notification reads all 3,000 groups a second time (against the non-optimistic store, to tell
  // an optimistic result) and compares the two; the planner writes nothing optimistic, so the
  // ids are read from that store alone.
  const index = useFragment({
    fragment: PlannerIndex_PlannerFragmentDoc,
    fragmentName: 'PlannerIndex_planner',
    from: { __typename: 'PackLinePlanner', id: facilityId },
    optimistic: false,
  });
  const [read, setRead] = useState<{ error?: Error; refreshing: boolean }>({ refreshing: false });
  // The read on the way, with the changes received meanwhile.
  const onTheWay = useRef<{ changes: PlannerChange[] } | null>(null);

  const load = useCallback(
    (refreshing: boolean): Promise<void> => {
      const asked = { changes: [] as PlannerChange[] };
      onTheWay.current = asked;
      setRead((previous) => ({ ...previous, refreshing }));
      return client
        .query({ query: PlannerGroupsQueryDocument, variables, fetchPolicy: 'no-cache' })
        .then(
          ({ data }) => {
            // A newer read was asked for meanwhile: its answer is the one to show.
            if (onTheWay.current !== asked) return;
            onTheWay.current = null;
            if (data) {
              client.cache.batch({
                update: (cache) => {
                  cache.writeQuery({ query: PlannerGroupsQueryDocument, variables, data });
                  for (const change of asked.changes) writePlannerChange(cache, facilityId, change);
                },
              });
            }
            setRead({ refreshing: false });
          },
          (error: Error) => {
            // No answer: the changes are in the cache already.
            if (onTheWay.current === asked) onTheWay.current = null;
            setRead({ error, refreshing: false });
            throw error;
          },
        );
    },
    [client, facilityId, variables],
  );
  // Read once per facility (StrictMode's second mount does not read again).
  const readFor = useRef<string>(undefined);
  useEffect(() => {
    if (readFor.current === facilityId) return;
    readFor.current = facilityId;
    load(false).catch(() => undefined);
  }, [facilityId, load]);

  const apply = useCallback(
    (change: PlannerChange) => {
      onTheWay.current?.changes.push(change);
      writePlannerChange(client.cache, facilityId, change);
    },
    [client, facilityId],
  );
  const reload = useCallback(() => load(true), [load]);
  const listed = index.complete ? index.data.packLinePlanGroups : undefined;
  const groupIds = useMemo(() => listed?.map((group) => group.id) ?? NO_GROUPS, [listed]);
  return {
    planner: head.data?.packLinePlanner,
    /** The groups' ids in the table's order. */
    groupIds,
    error: read.error,
    apply,
    reload,
    refreshing: read.refreshing,
  };
}
