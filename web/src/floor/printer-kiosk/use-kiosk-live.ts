import { useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import {
  KioskAppUpdatesSubscriptionDocument,
  KioskLineUpdatesSubscriptionDocument,
  KioskManagementSubscriptionDocument,
} from '../../generated/graphql.ts';

/** 'Filters Applied by Pack Line Planner: …' shows for 10 s. */
const PLANNER_MESSAGE_MS = 10_000;

/**
 * The line screen's channels: application_updates reloads; refetch (and each reconnect) refetches;
 * filters_updated_by_planner refetches and shows what the planner applied; printer_unassignment
 * for another printer sends this kiosk back to the line selector.
 */
export function useKioskLive(input: {
  slug: string;
  abbreviation: string | undefined;
  lineName: string;
  printerIp: string;
  refetch: () => void;
  signedOff: () => void;
}) {
  const [plannerMessage, setPlannerMessage] = useState<string | null>(null);
  useSubscription(KioskAppUpdatesSubscriptionDocument, {
    variables: { slug: input.slug },
    onData: ({ data }) => {
      if (data.data?.printerAppUpdates.event === 'application_updates') window.location.reload();
    },
  });
  useSubscription(KioskLineUpdatesSubscriptionDocument, {
    variables: { facility: input.abbreviation ?? '', line: input.lineName },
    skip: !input.abbreviation,
    onData: ({ data }) => {
      const event = data.data?.printerLineUpdates;
      if (!event) return;
      input.refetch();
      if (event.event === 'filters_updated_by_planner') {
        const letters = event.filters?.length ? event.filters.join(', ') : 'none';
        setPlannerMessage(`Filters Applied by Pack Line Planner: ${letters}`);
        setTimeout(() => setPlannerMessage(null), PLANNER_MESSAGE_MS);
      }
    },
  });
  useSubscription(KioskManagementSubscriptionDocument, {
    variables: { slug: input.slug, line: input.lineName },
    skip: !input.printerIp,
    onData: ({ data }) => {
      const event = data.data?.printerManagement;
      if (event?.event === 'printer_unassignment' && event.excludedIp !== input.printerIp) {
        input.signedOff();
      }
    },
  });
  return { plannerMessage };
}
