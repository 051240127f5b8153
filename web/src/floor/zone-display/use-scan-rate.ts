import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { ZoneDisplayConfigurationQueryDocument } from '../../generated/graphql.ts';
import type { ZoneScan } from './send-scan.ts';

interface ConfigurationVariables {
  packingFacilityAbbreviation: string;
  lineLetter: string;
  packLineZoneId: string;
}

/**
 * Keeps the footer's Scan Rate the host's: the footer reads the zone configuration's errorRate
 * only, so it lasts past the scan's 20 s and a reload or reconnection reads it again. A scan's
 * answer carries the zone's rate after it, written into the configuration; a refused scan (an
 * unknown box, a box of another line) also counts, so the configuration is read again.
 */
export function useScanRate(variables: ConfigurationVariables | undefined, refetch: () => void) {
  const client = useApolloClient();
  const onAnswered = useCallback(
    (scan: ZoneScan) => {
      if (!variables) return;
      client.cache.updateQuery(
        { query: ZoneDisplayConfigurationQueryDocument, variables },
        (data) =>
          data && {
            ...data,
            zoneConfiguration: { ...data.zoneConfiguration, errorRate: scan.errorRate },
          },
      );
    },
    [client, variables],
  );
  return { onAnswered, onRefused: refetch };
}
