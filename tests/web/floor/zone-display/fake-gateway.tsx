import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createCache } from '../../../../web/src/app/apollo/cache.ts';
import ZoneDisplayPage from '../../../../web/src/floor/zone-display/zone-display-page.tsx';
import { render } from '../../support/render.tsx';

/** What the gateway answers to one call: a GraphQL body, or 'down' (the connection fails). */
export type Answer = { data?: unknown; errors?: unknown[] } | 'down';
export type Handler = (variables: Record<string, unknown>) => Answer | Promise<Answer>;

export interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * The gateway as the browser sees it, at the HTTP level: each operation (by name) answered by a
 * handler, 'down' as a refused connection, and a call aborted when the screen gives up on it. The
 * screen's own HTTP link, time-outs and error handling run for real.
 */
export function fakeGateway(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { operationName, variables } = JSON.parse(String(init?.body)) as Call;
    calls.push({ operationName, variables });
    const handler = handlers[operationName];
    if (!handler) throw new Error(`no answer for ${operationName}`);
    const aborted = new Promise<never>((_, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
    const answer = await Promise.race([handler(variables), aborted]);
    if (answer === 'down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  // The line's events: a test pushes them with `events.simulateResult({ result: { data } })`.
  const events = new MockSubscriptionLink();
  const client = new ApolloClient({
    link: ApolloLink.split(
      ({ query }) => isSubscriptionOperation(query),
      events,
      new HttpLink({ uri: 'http://gateway.test/graphql', fetch }),
    ),
    cache: createCache(),
  });
  const sent = (operationName: string) => calls.filter((c) => c.operationName === operationName);
  return { client, calls, sent, events };
}

/** The zone screen at `path` (e.g. /CHI/A/1), talking to the fake gateway. */
export function renderZoneScreen(path: string, client: ApolloClient) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ZoneDisplayPage /> },
      { path: '/:packingFacilityAbbreviation/:packLine/:zoneId', element: <ZoneDisplayPage /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...view, router };
}
