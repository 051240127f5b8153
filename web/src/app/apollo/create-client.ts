import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createCache } from './cache.ts';
import { FLOOR_CALL_TIMEOUTS } from '../../shared/floor-call-timeouts.ts';
import { createAuthErrorLink } from './error-link.ts';
import { createTimeoutLink } from './timeout-link.ts';
import { createTraceLink, loadBrowserTracing, pageIsTraced } from './trace-link.ts';
import type { BrowserTracing } from './browser-tracing.ts';
import { createWsLink, graphqlWsUrl } from './ws-link.ts';

export interface CreateClientOptions {
  /** Puts the app in its signed-out state; called for every UNAUTHENTICATED error. */
  onUnauthenticated: () => void;
  /** Replaces HTTP + graphql-ws; tests pass a mocked link here. */
  transport?: ApolloLink;
  /** The browser's tracer; by default loaded when the gateway that served the page traces. */
  tracing?: Promise<BrowserTracing | undefined>;
}

/** Queries and mutations over HTTP, subscriptions over graphql-ws, both on this origin's /graphql. */
function createTransport(onReconnected: () => void): ApolloLink {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const ws = createWsLink({ url: graphqlWsUrl(window.location), onReconnected });
  return ApolloLink.split(({ query }) => isSubscriptionOperation(query), ws, http);
}

export function createApolloClient({
  onUnauthenticated,
  transport,
  tracing = pageIsTraced() ? loadBrowserTracing(window.location.origin) : undefined,
}: CreateClientOptions): ApolloClient {
  const refetchActiveQueries = () => {
    // Failures surface in each query's own error state; nothing to add here.
    client.refetchObservableQueries().catch(() => undefined);
  };
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      createAuthErrorLink(onUnauthenticated),
      // Floor calls fail at their time-out, whatever the transport (tests' mocked ones too).
      createTimeoutLink(FLOOR_CALL_TIMEOUTS),
      createTraceLink(tracing),
      transport ?? createTransport(refetchActiveQueries),
    ]),
    cache: createCache(),
  });
  return client;
}
