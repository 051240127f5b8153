import type { Logger } from '../../logger.ts';
import type { UpstreamResult } from '../../upstream/client.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';

/** The host's printer answers (424 nothing sent, 504 may be on paper) as the kiosk shows them. */
const PRINTER_STATUSES = new Set([424, 504]);

type Refusal =
  | { kind: 'printer'; message: string; reason: string | null; mayHavePrinted: boolean }
  | { kind: 'signedOut'; message: string }
  | { kind: 'user'; message: string };

/** A refusal the kiosk shows in its own words; anything else is thrown as a GraphQL error. */
export function refusal<T>(result: UpstreamResult<T>, logger: Logger): Refusal | null {
  if (result.ok) return null;
  const body = result.body as { message?: string; reason?: string; signedOut?: boolean } | null;
  const message = body?.message ?? '';
  if (PRINTER_STATUSES.has(result.status) && message) {
    return {
      kind: 'printer',
      message,
      reason: body?.reason ?? null,
      mayHavePrinted: result.status === 504,
    };
  }
  if (result.status === 409 && body?.signedOut) return { kind: 'signedOut', message };
  if ([400, 409, 422, 429].includes(result.status) && message) return { kind: 'user', message };
  bodyOrThrow(result, logger);
  return null;
}

export const userErrors = (refused: Refusal | null, field: string[] = []) =>
  refused && refused.kind !== 'printer' ? [{ field, message: refused.message }] : [];

export const printerError = (refused: Refusal | null) =>
  refused?.kind === 'printer'
    ? { message: refused.message, reason: refused.reason, mayHavePrinted: refused.mayHavePrinted }
    : null;

/**
 * The kiosk's line in a print's or a reprint's answer: a success's, or a refusal's on the kiosk's
 * line (the host sends it only then), so the kiosk does not read the line again.
 */
export const answeredLine = <Line>(result: UpstreamResult<{ line: Line }>): Line | null =>
  result.ok ? result.body.line : ((result.body as { line?: Line } | null)?.line ?? null);
