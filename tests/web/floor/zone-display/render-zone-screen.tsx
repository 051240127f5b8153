import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import ZoneDisplayPage from '../../../../web/src/floor/zone-display/zone-display-page.tsx';
import { render } from '../../support/render.tsx';

/** The zone screen at `path` (e.g. /CHI/A/1), talking to a fake gateway's client. */
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
