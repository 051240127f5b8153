import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type OperationTypeNode } from 'graphql';
import type { Logger } from '../logger.ts';
import type { BoundUpstream } from '../upstream/client.ts';
import { upstreamError } from '../upstream/errors.ts';

/** The API key a request carries, as the operations host described it. */
export interface ApiKeyInfo {
  name: string;
  readOnly: boolean;
  packingFacilityIds: number[];
}

export const READ_ONLY_KEY = 'This API key is read-only.';

/** A key's limit is counted per minute: when the host does not say, a minute is the wait. */
const RATE_WINDOW_SECONDS = 60;

/**
 * The host's refusal of a key past its limit: 429 with Retry-After (whole seconds) over HTTP,
 * as the host answered it, and `retryAfterSeconds` in the error for GraphQL clients.
 */
function rateLimited(error: GraphQLError): GraphQLError {
  const told = error.extensions.retryAfterSeconds;
  const seconds = typeof told === 'number' && told > 0 ? Math.ceil(told) : RATE_WINDOW_SECONDS;
  const headers = new HeaderMap([['retry-after', String(seconds)]]);
  return new GraphQLError(error.message, {
    extensions: {
      ...error.extensions,
      code: 'RATE_LIMITED',
      retryAfterSeconds: seconds,
      http: { status: 429, headers },
    },
  });
}

/** The credential of an internal tool: `Bearer <key>` (HTTP header or connection_init payload). */
export function bearerOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The Authorization value of a graphql-ws connection_init payload, if it has one. */
export function connectionAuthorization(params: unknown): string | undefined {
  if (!params || typeof params !== 'object') return undefined;
  const record = params as Record<string, unknown>;
  return bearerOf(record.authorization ?? record.Authorization);
}

/**
 * Checks the API key of one GraphQL operation with the operations host (GET /api_key, which
 * also counts the operation against the key's rate limit) before anything else is asked of the
 * host. Not cached: a revoked key is refused on its next operation. A read-only key may not
 * run a mutation. Throws the GraphQL error to answer; resolves for a request without a key.
 */
export async function checkApiKey(
  authorization: string | undefined,
  upstream: BoundUpstream,
  operation: OperationTypeNode | undefined,
  logger: Logger,
): Promise<ApiKeyInfo | null> {
  if (authorization === undefined) return null;
  const result = await upstream.request<ApiKeyInfo>({ method: 'GET', path: '/api_key' });
  if (!result.ok) {
    const error = upstreamError(result, logger);
    // The service token is not an API key: to the gateway's callers it is just a wrong one.
    if (result.status === 401 || result.status === 403) {
      throw new GraphQLError(
        result.status === 401 ? error.message : 'Unknown or revoked API key.',
        {
          extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
        },
      );
    }
    if (result.status === 429) throw rateLimited(error);
    throw error;
  }
  if (result.body.readOnly && operation === 'mutation') {
    throw new GraphQLError(READ_ONLY_KEY, {
      extensions: { code: 'FORBIDDEN', http: { status: 403 } },
    });
  }
  return result.body;
}

/** Context of a request that may carry an API key. */
export interface ApiKeyContext {
  authorization: string | undefined;
  upstream: BoundUpstream;
  logger: Logger;
  apiKey: ApiKeyInfo | null;
}

/** Runs checkApiKey once the operation is known (after parsing and validation) over HTTP. */
export function apiKeyPlugin<T extends ApiKeyContext>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation }) {
          contextValue.apiKey = await checkApiKey(
            contextValue.authorization,
            contextValue.upstream,
            operation?.operation,
            contextValue.logger,
          );
        },
      };
    },
  };
}
