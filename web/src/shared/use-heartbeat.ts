import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FloorHeartbeatMutationDocument } from '../generated/graphql.ts';

/** A heartbeat at start and every 30 s. */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/** Where a floor screen is: a zone screen's zone, or zone 0 for a line's printer kiosk. */
export interface HeartbeatAddress {
  packingFacilityAbbreviation: string;
  lineLetter: string;
  /** A zone number as text, MealCard, or 0 for the printer kiosk. */
  zoneId: string;
}

export interface Connectivity {
  /** The last heartbeat failed. */
  offline: boolean;
  /** When a heartbeat last succeeded. */
  lastOnline: Date | null;
}

/** The gateway answered, but the operations host behind it did not. */
const unreachable = (error: CombinedGraphQLErrors) =>
  error.errors.some((e) =>
    ['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT'].includes(String(e.extensions?.code)),
  );

/**
 * register_event with zone_state active, at start and every 30 s; offline when the last failed:
 * refused, or with no answer within its time-out (HEARTBEAT_TIMEOUT_MS, under the period, so a
 * gateway that hangs shows offline before the next heartbeat is due).
 * With `logOnly` (the printer kiosk's dev mode) each heartbeat is logged in the browser's console
 * instead of being sent, so a kiosk being tried out never shows as online on the status wall.
 */
export function useHeartbeat(
  zone: HeartbeatAddress | undefined,
  intervalMs = HEARTBEAT_INTERVAL_MS,
  logOnly = false,
) {
  const [beat] = useMutation(FloorHeartbeatMutationDocument);
  const [state, setState] = useState<Connectivity>({ offline: false, lastOnline: null });
  useEffect(() => {
    if (!zone) return undefined;
    let stopped = false;
    // Only the latest heartbeat decides: a slow answer to an earlier one must not undo it.
    let sent = 0;
    const send = () => {
      const id = (sent += 1);
      const current = () => !stopped && id === sent;
      const input = {
        packingFacilityAbbreviation: zone.packingFacilityAbbreviation,
        lineLetter: zone.lineLetter,
        packLineZoneId: zone.zoneId,
        eventType: 'heartbeat',
        zoneState: 'active',
      };
      if (logOnly) {
        // Dev mode asks for heartbeats to be logged, not sent: the kiosk's log is the console.
        // eslint-disable-next-line no-console
        console.info('heartbeat (dev mode, not sent)', input);
        return;
      }
      beat({ variables: { input } })
        .then(() => {
          if (current()) setState({ offline: false, lastOnline: new Date() });
        })
        .catch((error: unknown) => {
          if (!current()) return;
          // An answer from the server (e.g. not signed in yet) means the screen is online.
          const online = CombinedGraphQLErrors.is(error) && !unreachable(error);
          setState((previous) =>
            online ? { offline: false, lastOnline: new Date() } : { ...previous, offline: true },
          );
        });
    };
    send();
    const timer = setInterval(send, intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [beat, intervalMs, zone, logOnly]);
  return state;
}
