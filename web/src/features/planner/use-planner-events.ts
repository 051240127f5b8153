import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { PlannerEventsSubscriptionDocument } from '../../generated/graphql.ts';
import type { PlannerChange } from './planner-data.ts';

export interface PlannerEventHandlers {
  /** pack_line_updates and the other changes: the groups and lines as they are now. */
  onChange: (change: PlannerChange) => void;
  /** filters_updated, with the change id of whoever changed them. */
  onFiltersUpdated: (changeId: string | null) => void;
  /** Back after a lost connection: events may have been missed meanwhile. */
  onReconnected: () => void;
}

/**
 * Follows the facility's planner channel while the screen is open. Every event's groups and
 * lines are applied; 'live' after a reconnect asks for a fresh read once.
 */
export function usePlannerEvents(
  abbreviatedName: string | undefined,
  { onChange, onFiltersUpdated, onReconnected }: PlannerEventHandlers,
) {
  const liveOnce = useRef(false);
  useSubscription(PlannerEventsSubscriptionDocument, {
    skip: !abbreviatedName,
    variables: { abbreviatedName: abbreviatedName ?? '' },
    // Each event is written into the cache by the planner (onChange), after a read on the way too.
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const event = data.data?.packLinePlannerEvents;
      if (!event) return;
      if (event.event === 'live') {
        if (liveOnce.current) onReconnected();
        liveOnce.current = true;
        return;
      }
      if (event.event === 'filters_updated') onFiltersUpdated(event.changeId ?? null);
      onChange(event);
    },
  });
}
