import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import {
  ZoneDisplayScanMutationDocument,
  type ZoneDisplayScanMutationMutation,
} from '../../generated/graphql.ts';
import type { ZoneAddress } from './scan-rules.ts';

/** Floor spec §7: each scan call gives up after 7 s. */
export const SCAN_TIMEOUT_MS = 7_000;
const RETRY_DELAY_MS = 1_000;

export type ZoneScan = ZoneDisplayScanMutationMutation['scanBox'];

export type ScanOutcome =
  | { kind: 'ok'; scan: ZoneScan }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'abandoned' };

/** Answers the host gave on purpose: retrying would not change them. */
const FINAL_CODES = new Set(['NOT_FOUND', 'BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN']);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a scan and keeps trying while the gateway or the host is down (each call 7 s at most),
 * so a box scanned during a restart still lights when they answer. Stops when the host answers,
 * or when the screen has moved on (`isCurrent` false: a newer scan replaced this one).
 */
export async function sendScan(
  client: ApolloClient,
  zone: ZoneAddress,
  barcode: string,
  isCurrent: () => boolean,
): Promise<ScanOutcome> {
  while (isCurrent()) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SCAN_TIMEOUT_MS);
    try {
      const result = await client.mutate({
        mutation: ZoneDisplayScanMutationDocument,
        variables: {
          input: {
            packingFacilityAbbreviation: zone.packingFacilityAbbreviation,
            lineLetter: zone.lineLetter,
            packLineZoneId: zone.zoneId,
            barcodeScan: barcode,
          },
        },
        context: { fetchOptions: { signal: controller.signal } },
      });
      if (result.data) return { kind: 'ok', scan: result.data.scanBox };
    } catch (error) {
      const graphqlError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const code = String(graphqlError?.extensions?.code ?? '');
      const status = graphqlError?.extensions?.upstreamStatus ?? code ?? 'network';
      // The zone screen's log is the browser console (floor spec §7: 'API Error' plus status).
      // eslint-disable-next-line no-console
      console.error('API Error', status);
      if (graphqlError && FINAL_CODES.has(code)) {
        return { kind: 'refused', code, message: graphqlError.message };
      }
    } finally {
      clearTimeout(timer);
    }
    await wait(RETRY_DELAY_MS);
  }
  return { kind: 'abandoned' };
}
