import { isGroupComplete } from '@ops/schema/planner/rules';
import { useState } from 'react';
import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';
import { PlannerRefusal } from './planner-refusal.ts';

/**
 * The groups a dialog acts on, as the planner saw them when it opened: what the change sends,
 * and what the dialog lists. A stale refusal brings them as they are now (those completed
 * meanwhile drop out), with its message, so the planner can look again and redo the change.
 */
export function useSeenGroups(initial: readonly PlannerTable_GroupFragment[]) {
  const [seen, setSeen] = useState(initial);
  const [stale, setStale] = useState<string | null>(null);
  /** Takes a stale refusal's data and message; false for any other failure. */
  const refresh = (error: unknown): boolean => {
    if (!(error instanceof PlannerRefusal) || !error.stale) return false;
    const now = new Map((error.current.packLinePlanGroups ?? []).map((group) => [group.id, group]));
    setSeen((previous) =>
      previous
        .map((group) => now.get(group.id) ?? group)
        .filter((group) => !isGroupComplete(group)),
    );
    setStale(error.message);
    return true;
  };
  return { seen, stale, refresh };
}
