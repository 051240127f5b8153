import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

/** True when the gateway says the session is missing or expired. */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * The one place where a GraphQL error code becomes UI state: any operation that
 * comes back UNAUTHENTICATED puts the app in its signed-out state.
 */
export function createAuthErrorLink(onUnauthenticated: () => void): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onUnauthenticated();
  });
}
