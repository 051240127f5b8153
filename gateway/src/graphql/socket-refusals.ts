import { GraphQLError, type ExecutionResult } from 'graphql';

/**
 * The most operations one connection runs at once. A browser tab runs about 20 subscriptions;
 * without a bound one socket could start thousands, each with its own upstream check and
 * per-event execution, and slow every other user's answers.
 */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 100;

export const TOO_MANY_SUBSCRIPTIONS = `A connection may run at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions at once: end one before starting another.`;

/** The error of one subscribe past the bound; the connection and its other subscriptions go on. */
export const tooManySubscriptions = () =>
  new GraphQLError(TOO_MANY_SUBSCRIPTIONS, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } });

/**
 * An error with a code, as Apollo Server gives its refusals over HTTP (GRAPHQL_PARSE_FAILED,
 * GRAPHQL_VALIDATION_FAILED, BAD_USER_INPUT…): graphql-ws sends what graphql-js made, without
 * one. Its `http` extension, which has no meaning on a socket, is left out.
 */
export function withCode(error: GraphQLError, code: string): GraphQLError {
  const { http: _http, ...extensions } = error.extensions;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...extensions, code },
  });
}

/** An error of ours for a socket: its own code kept, its `http` extension left out. */
export const forSocket = (error: GraphQLError): GraphQLError =>
  withCode(
    error,
    typeof error.extensions.code === 'string' ? error.extensions.code : 'BAD_REQUEST',
  );

/** A document with no operation of the given name, or several and no name (graphql-js's words). */
export function unknownOperation(operationName: string | null | undefined): GraphQLError {
  const message = operationName
    ? `Unknown operation named "${operationName}".`
    : 'Must provide operation name if query contains multiple operations.';
  return new GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } });
}

/**
 * A result refused before anything ran (no data, errors without a path: graphql-js refused the
 * variables) is the client's mistake, BAD_USER_INPUT as Apollo Server tells it over HTTP, not
 * an error of ours; anything else is left as it is.
 */
export function asRequestErrors(result: ExecutionResult): ExecutionResult {
  if ('data' in result || !result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error) =>
      error.path === undefined && error.extensions.code === undefined
        ? withCode(error, 'BAD_USER_INPUT')
        : error,
    ),
  };
}
