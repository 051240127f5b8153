import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { errorSentence } from '../../../web/src/shared/error-sentence.ts';

const graphqlError = (message: string, code?: string) =>
  new CombinedGraphQLErrors({
    errors: [{ message, ...(code ? { extensions: { code } } : {}) }],
  });

const serverError = (status: number) =>
  new ServerError('Response not successful', {
    response: new Response('', { status }),
    bodyText: '',
  });

describe('errorSentence: what failed and what to do, never a bare Failed to fetch', () => {
  it.each<[string, unknown, string]>([
    [
      'the browser reached no server',
      new TypeError('Failed to fetch'),
      'Could not load the planner: the server did not answer. Check the connection and try again.',
    ],
    [
      'the operations host behind the gateway did not answer',
      graphqlError('upstream down', 'UPSTREAM_UNAVAILABLE'),
      'Could not load the planner: the operations server did not answer. Try again in a moment.',
    ],
    [
      'the session ended',
      graphqlError('Sign in required.', 'UNAUTHENTICATED'),
      'Could not load the planner: you are signed out. Sign in again and try again.',
    ],
    [
      'the facility is not the user’s',
      graphqlError('You do not have access to this packing facility.', 'FORBIDDEN'),
      'Could not load the planner: you do not have access to it. Ask an administrator for access.',
    ],
    [
      'the server said why',
      graphqlError('Menu not found'),
      'Could not load the planner: Menu not found.',
    ],
    [
      'the server failed',
      serverError(502),
      'Could not load the planner: the server ran into a problem. Try again in a moment.',
    ],
    [
      'the server refused the request',
      serverError(400),
      'Could not load the planner: the server refused the request (400). Reload the page and try again.',
    ],
  ])('when %s', (_case, error, sentence) => {
    expect(errorSentence('load the planner', error)).toBe(sentence);
  });
});
