import type { Logger } from '../../logger.ts';
import type { UpstreamResult } from '../../upstream/client.ts';
import { upstreamError } from '../../upstream/errors.ts';
import type { UpstreamRefusedBody } from './types.ts';

/**
 * A change the host refused with 422 becomes userErrors (one per message, each on `field`);
 * any other failure is thrown as the GraphQL error the upstream status maps to.
 */
export function bodyOrUserErrors<T>(
  result: UpstreamResult<T>,
  field: string[],
  logger: Logger,
):
  | { body: T; userErrors: [] }
  | { body: null; userErrors: Array<{ field: string[]; message: string }> } {
  if (result.ok) return { body: result.body, userErrors: [] };
  if (result.status !== 422) throw upstreamError(result, logger);
  const refused = (result.body ?? {}) as UpstreamRefusedBody;
  const messages = refused.errors?.length ? refused.errors : [refused.message ?? 'Not saved.'];
  return { body: null, userErrors: messages.map((message) => ({ field, message })) };
}
