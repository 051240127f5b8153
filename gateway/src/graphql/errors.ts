import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import * as Sentry from '@sentry/node';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { Logger } from '../logger.ts';

/** Codes that mean "our fault or the upstream's", worth a report; the rest are the caller's. */
const REPORTED = new Set([
  undefined,
  'INTERNAL_SERVER_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
]);

/**
 * Apollo Server's refusal of a persisted query whose sha256Hash is not its text's hash: its
 * message and a 400, but no code, which would make it INTERNAL_SERVER_ERROR (and hide the
 * message in production). It is the client's mistake: it gets the code that names it in other
 * GraphQL servers, PERSISTED_QUERY_HASH_MISMATCH (beside Apollo's PERSISTED_QUERY_NOT_FOUND).
 */
const APQ_HASH_MISMATCH = 'provided sha does not match query';

export function codeOf(error: {
  message?: string;
  path?: unknown;
  extensions?: Record<string, unknown> | undefined;
}): string | undefined {
  const code = error.extensions?.code;
  const coded = typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
  if (!coded && error.message === APQ_HASH_MISMATCH && error.path === undefined) {
    return 'PERSISTED_QUERY_HASH_MISMATCH';
  }
  return typeof code === 'string' ? code : undefined;
}

/**
 * Unexpected errors (no code, or INTERNAL_SERVER_ERROR) get that code everywhere, and keep their
 * message in development only: in production nothing about the inside leaks.
 */
export function formatErrorFor(production: boolean) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    const code = codeOf(formatted);
    if (code !== undefined && code !== 'INTERNAL_SERVER_ERROR') {
      return code === formatted.extensions?.code
        ? formatted
        : { ...formatted, extensions: { ...formatted.extensions, code } };
    }
    const extensions = { ...formatted.extensions, code: 'INTERNAL_SERVER_ERROR' };
    return production
      ? { ...formatted, message: 'Internal server error', extensions }
      : { ...formatted, extensions };
  };
}

/** Logs and reports (Sentry, when enabled) the errors that are not the caller's. */
export function reportErrors(
  errors: readonly GraphQLError[],
  logger: Logger,
  operationName?: string | null,
): void {
  for (const error of errors) {
    const code = codeOf(error);
    if (!REPORTED.has(code)) continue;
    // Upstream faults are logged with their details where they are mapped (upstream/errors.ts).
    if (code === undefined || code === 'INTERNAL_SERVER_ERROR') {
      logger.error(
        { err: unwrapResolverError(error), path: error.path, operationName },
        'resolver failed',
      );
    }
    Sentry.captureException(unwrapResolverError(error), { tags: { graphqlCode: code ?? 'none' } });
  }
}

export function errorReportingPlugin(logger: Logger): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName }) {
          reportErrors(errors, logger, operationName);
        },
      };
    },
  };
}
