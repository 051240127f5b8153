import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter } from 'react-router';
import { App } from '../../../web/src/app/app.tsx';
import { createApolloClient } from '../../../web/src/app/apollo/create-client.ts';
import { appRoutes } from '../../../web/src/app/router.tsx';
import { createSignedOutHandler } from '../../../web/src/app/session.ts';
import { mockTransport } from './mock-transport.ts';
import { render } from './render.tsx';

/** The whole app, as main.tsx wires it, at `path`, over a mocked transport. */
export function renderApp(path: string, mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const transport = mockTransport(mocks);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const client = createApolloClient({
    transport: transport.link,
    onUnauthenticated: createSignedOutHandler(router, () => client),
  });
  const view = render(<App router={router} client={client} />);
  return { ...view, router, client, subscriptions: transport.subscriptions };
}

/** Where the memory router is now, as a path with query string. */
export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
