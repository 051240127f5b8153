import { GraphQLError } from 'graphql';
import type { Logger } from '../logger.ts';
import type { UpstreamFailure, UpstreamResult } from './client.ts';

export type GatewayErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE';

const UNAVAILABLE_MESSAGE = 'The operations host is unavailable. Please try again.';
const TIMEOUT_MESSAGE = 'The operations host did not answer in time. Please try again.';

function error(
  message: string,
  code: GatewayErrorCode,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/**
 * The one place where a failed upstream call becomes a GraphQL error.
 * Every 4xx is the caller's mistake: its message is written for users and passes through, with
 * the host's status (e.g. 429 and when to retry). Anything else is our fault or the host's: it is
 * logged here and the client gets a generic message, so upstream internals never leak.
 */
export function upstreamError(result: UpstreamFailure, logger: Logger): GraphQLError {
  const message = result.body?.message;
  if (result.status >= 400 && result.status < 500) {
    const retryAfter = result.body?.retryAfterSeconds;
    const extensions = {
      upstreamStatus: result.status,
      ...(typeof retryAfter === 'number' ? { retryAfterSeconds: retryAfter } : {}),
    };
    switch (result.status) {
      case 401:
        return error(message ?? 'Sign in required.', 'UNAUTHENTICATED', extensions);
      case 403:
        return error(message ?? 'You do not have access to this.', 'FORBIDDEN', extensions);
      case 404:
        return error(message ?? 'Not found.', 'NOT_FOUND', extensions);
      default:
        return error(message ?? 'The request was not accepted.', 'BAD_USER_INPUT', extensions);
    }
  }
  const details = {
    upstream: result.target,
    status: result.status,
    failure: result.failure,
    upstreamMessage: message,
    err: result.cause,
  };
  if (result.timedOut) {
    logger.warn(details, 'upstream call timed out');
    return error(TIMEOUT_MESSAGE, 'UPSTREAM_TIMEOUT');
  }
  logger.error(details, 'upstream call failed');
  return error(UNAVAILABLE_MESSAGE, 'UPSTREAM_UNAVAILABLE');
}

/** The body of a successful call, or the mapped GraphQL error thrown. */
export function bodyOrThrow<T>(result: UpstreamResult<T>, logger: Logger): T {
  if (!result.ok) throw upstreamError(result, logger);
  return result.body;
}
