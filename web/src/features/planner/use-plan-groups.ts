import { useFragment } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  PlannerTable_GroupFragmentDoc,
  type PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';

const NONE: readonly PlannerTable_GroupFragment[] = [];

/** These groups (by id, in this order) as the cache holds them now; those it does not hold drop out. */
export function usePlanGroups(ids: readonly string[]): readonly PlannerTable_GroupFragment[] {
  const from = useMemo(
    () => ids.map((id) => ({ __typename: 'PackLinePlanGroup' as const, id })),
    [ids],
  );
  const { data } = useFragment({ fragment: PlannerTable_GroupFragmentDoc, from });
  return useMemo(
    () =>
      from.length === 0
        ? NONE
        : (data as readonly (PlannerTable_GroupFragment | null)[]).filter(
            (group): group is PlannerTable_GroupFragment => group?.id != null,
          ),
    [data, from.length],
  );
}
