import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/graphiql.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The GraphQL explorer the gateway serves at /graphql to browsers: GraphiQL, bundled with the
 * app (no request to any other host), on this page's own origin, with the browser's session
 * cookie. Queries and mutations go over HTTP, subscriptions over graphql-ws.
 */
const url = new URL('/graphql', window.location.href);
const socketUrl = new URL(url);
socketUrl.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';

const fetcher = createGraphiQLFetcher({
  url: url.toString(),
  subscriptionUrl: socketUrl.toString(),
});

const DEFAULT_QUERY = `# The packing facilities you may see. Ctrl-Enter runs the query;
# the book icon (top left) opens the documentation of the whole API.
query MyFacilities {
  accessiblePackingFacilities {
    id
    name
  }
}
`;

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
