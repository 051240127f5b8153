import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

const CODES_OF_AN_UNREACHABLE_HOST = ['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT'];

/**
 * What failed and what to do, in a screen's words, for an error of a query or a mutation
 * (Apollo's, or the browser's 'Failed to fetch'): `what` names the thing not loaded or not done,
 * e.g. 'load the planner'. A person never reads a bare 'Failed to fetch'.
 */
export function errorSentence(what: string, error: unknown): string {
  const start = `Could not ${what}`;
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((e) => String(e.extensions?.code ?? ''));
    if (codes.some((code) => CODES_OF_AN_UNREACHABLE_HOST.includes(code))) {
      return `${start}: the operations server did not answer. Try again in a moment.`;
    }
    if (codes.includes('UNAUTHENTICATED')) {
      return `${start}: you are signed out. Sign in again and try again.`;
    }
    if (codes.includes('FORBIDDEN')) {
      return `${start}: you do not have access to it. Ask an administrator for access.`;
    }
    const message = error.errors[0]?.message;
    if (message) return `${start}: ${message.replace(/\.?$/, '.')}`;
  }
  if (ServerError.is(error)) {
    return error.statusCode >= 500
      ? `${start}: the server ran into a problem. Try again in a moment.`
      : `${start}: the server refused the request (${error.statusCode}). Reload the page and try again.`;
  }
  return `${start}: the server did not answer. Check the connection and try again.`;
}
