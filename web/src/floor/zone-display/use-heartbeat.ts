import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ZoneDisplayHeartbeatMutationDocument } from '../../generated/graphql.ts';
import type { ZoneAddress } from './scan-rules.ts';

/** A heartbeat at start and every 30 s. */
export const HEARTBEAT_INTERVAL_MS = 30_000;

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

/** register_event with zone_state active, at start and every 30 s; offline when the last failed. */
export function useHeartbeat(zone: ZoneAddress | undefined, intervalMs = HEARTBEAT_INTERVAL_MS) {
  const [beat] = useMutation(ZoneDisplayHeartbeatMutationDocument);
  const [state, setState] = useState<Connectivity>({ offline: false, lastOnline: null });
  useEffect(() => {
    if (!zone) return undefined;
    let stopped = false;
    // Only the latest heartbeat decides: a slow answer to an earlier one must not undo it.
    let sent = 0;
    const send = () => {
      const id = (sent += 1);
      const current = () => !stopped && id === sent;
      beat({
        variables: {
          input: {
            packingFacilityAbbreviation: zone.packingFacilityAbbreviation,
            lineLetter: zone.lineLetter,
            packLineZoneId: zone.zoneId,
            eventType: 'heartbeat',
            zoneState: 'active',
          },
        },
      })
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
  }, [beat, intervalMs, zone]);
  return state;
}
