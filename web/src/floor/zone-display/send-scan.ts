import { CombinedGraphQLErrors, ServerError, type ApolloClient } from '@apollo/client';
import { CallTimeoutError } from '../../app/apollo/timeout-link.ts';
import {
  ZoneDisplayScanMutationDocument,
  type ZoneDisplayScanMutationMutation,
} from '../../generated/graphql.ts';
import { SCAN_TIMEOUT_MS } from '../../shared/floor-call-timeouts.ts';
import type { ZoneAddress } from './scan-rules.ts';

/** A refused connection is tried again after this long, while the scan's 7 s last. */
export const RETRY_DELAY_MS = 1_000;

export type ZoneScan = ZoneDisplayScanMutationMutation['scanBox'];

export type ScanOutcome =
  | { kind: 'ok'; scan: ZoneScan }
  | { kind: 'refused'; code: string; message: string }
  /** No answer within the scan's 7 s: none will ever be shown. */
  | { kind: 'timedOut' }
  | { kind: 'abandoned' };

/** Answers the host gave on purpose: retrying would not change them. */
const FINAL_CODES = new Set(['NOT_FOUND', 'BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN']);
/** Too many requests: the host will take the scan a little later. */
const RATE_LIMITED = 429;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status a failed call is logged with: the host's HTTP status, the gateway's code, or why. */
export function failureStatus(error: unknown): string {
  if (CallTimeoutError.is(error)) return 'timeout';
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
 * Sends a scan, with the requirements' 7 s from the scan to its answer: a refused connection
 * (the gateway restarting) or a host that is down or busy is tried again each second within
 * them, and the call under way ends when they do, so no answer comes after them. Stops sooner
 * when the screen no longer wants this answer (`isWanted` false: another answer won, or a newer
 * box was scanned).
 */
export async function sendScan(
  client: ApolloClient,
  zone: ZoneAddress,
  barcode: string,
  isWanted: () => boolean,
): Promise<ScanOutcome> {
  const deadline = Date.now() + SCAN_TIMEOUT_MS;
  while (isWanted()) {
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
        context: { deadline },
      });
      if (result.data) return { kind: 'ok', scan: result.data.scanBox };
    } catch (error) {
      logFailure(failureStatus(error));
      if (CallTimeoutError.is(error)) return { kind: 'timedOut' };
      const graphqlError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const code = String(graphqlError?.extensions?.code ?? '');
      const status = graphqlError?.extensions?.upstreamStatus;
      if (graphqlError && FINAL_CODES.has(code) && status !== RATE_LIMITED) {
        return { kind: 'refused', code, message: graphqlError.message };
      }
    }
    const left = deadline - Date.now();
    if (left <= RETRY_DELAY_MS) {
      // No time for another try: the scan ends when its 7 s do, as a call would.
      await wait(Math.max(0, left));
      return isWanted() ? { kind: 'timedOut' } : { kind: 'abandoned' };
    }
    await wait(RETRY_DELAY_MS);
  }
  return { kind: 'abandoned' };
}
