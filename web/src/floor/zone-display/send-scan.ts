import { CombinedGraphQLErrors, ServerError, type ApolloClient } from '@apollo/client';
import {
  ZoneDisplayScanMutationDocument,
  type ZoneDisplayScanMutationMutation,
} from '../../generated/graphql.ts';
import type { ZoneAddress } from './scan-rules.ts';

/** Each scan call gives up after 7 s (and is tried again). */
export const SCAN_TIMEOUT_MS = 7_000;
export const RETRY_DELAY_MS = 1_000;

export type ZoneScan = ZoneDisplayScanMutationMutation['scanBox'];

export type ScanOutcome =
  | { kind: 'ok'; scan: ZoneScan }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'abandoned' };

/** Answers the host gave on purpose: retrying would not change them. */
const FINAL_CODES = new Set(['NOT_FOUND', 'BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN']);
/** Too many requests: the host will take the scan a little later. */
const RATE_LIMITED = 429;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status a failed call is logged with: the host's HTTP status, the gateway's code, or why. */
export function failureStatus(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'timeout';
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = error.errors[0]?.extensions;
    return String(extensions?.upstreamStatus ?? extensions?.code ?? 'error');
  }
  if (ServerError.is(error)) return String(error.statusCode);
  return 'network';
}

/** The zone screen's log is the browser console: 'API Error' and the status of the call. */
function logFailure(status: string) {
  // eslint-disable-next-line no-console
  console.error('API Error', status);
}

/**
 * Sends a scan and keeps trying while the gateway or the host is down (each call 7 s at most),
 * so a box scanned during a restart still lights when they answer. Stops when the host answers,
 * or when the screen no longer wants this answer (`isWanted` false: another scan's answer won).
 */
export async function sendScan(
  client: ApolloClient,
  zone: ZoneAddress,
  barcode: string,
  isWanted: () => boolean,
): Promise<ScanOutcome> {
  while (isWanted()) {
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
      logFailure(failureStatus(error, controller.signal.aborted));
      const graphqlError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const code = String(graphqlError?.extensions?.code ?? '');
      const status = graphqlError?.extensions?.upstreamStatus;
      if (graphqlError && FINAL_CODES.has(code) && status !== RATE_LIMITED) {
        return { kind: 'refused', code, message: graphqlError.message };
      }
    } finally {
      clearTimeout(timer);
    }
    await wait(RETRY_DELAY_MS);
  }
  return { kind: 'abandoned' };
}
