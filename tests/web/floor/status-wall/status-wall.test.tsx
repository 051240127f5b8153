import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_MS } from '../../../../web/src/floor/status-wall/facilities.ts';
import StatusWallPage from '../../../../web/src/floor/status-wall/status-wall-page.tsx';
import { FLOOR_CALL_TIMEOUT_MS } from '../../../../web/src/shared/floor-call-timeouts.ts';
import { fakeGateway, hang, type Answer } from '../../support/fake-gateway.ts';
import { render } from '../../support/render.tsx';

const statuses = (zoneStatus: string): Answer => ({
  data: {
    packLineStatuses: [
      {
        __typename: 'PackLineStatus',
        id: '11',
        name: 'A',
        zones: [
          {
            __typename: 'ScreenStatus',
            zoneId: 1,
            zoneType: 'Food',
            status: zoneStatus,
            errorRate: 0,
          },
        ],
        printers: [],
      },
    ],
  },
});

describe('status wall when the network hangs', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('a refresh the gateway holds fails at its time-out, and the wall refreshes again a minute later', async () => {
    let answer: () => Answer | Promise<Answer> = () => statuses('online');
    const fake = fakeGateway({ StatusWallQuery: () => answer() });
    const router = createMemoryRouter(
      [{ path: '/status/:facilitySlug', element: <StatusWallPage /> }],
      { initialEntries: ['/status/chicago'] },
    );
    render(
      <ApolloProvider client={fake.client}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
    expect(await screen.findByLabelText('Zone 1 online')).toBeInTheDocument();
    const refreshes = () => fake.sent('StatusWallQuery').length;

    // The next refresh hangs: it fails at its time-out (the clock also moves with real time here:
    // a second's margin), and the wall keeps what it showed.
    answer = hang;
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS + FLOOR_CALL_TIMEOUT_MS + 1_000));
    expect(refreshes()).toBe(2);
    expect(fake.sent('StatusWallQuery')[1]!.aborted).toBe(true);
    expect(screen.getByLabelText('Zone 1 online')).toBeInTheDocument();

    // The network is back: the refresh after it shows the screens as they are.
    answer = () => statuses('offline');
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(refreshes()).toBe(3);
    expect(await screen.findByLabelText('Zone 1 offline')).toBeInTheDocument();
  });
});

describe('status wall of a facility the floor session is not for', () => {
  it('asks for that facility’s supervisor code, and says when it was updated only once it has data', async () => {
    let signedIn = false;
    const fake = fakeGateway({
      StatusWallQuery: () =>
        signedIn
          ? statuses('online')
          : {
              errors: [
                {
                  message: 'This packing facility is not one you may see.',
                  extensions: { code: 'FORBIDDEN', upstreamStatus: 403 },
                },
              ],
            },
      FloorCodeSignInMutation: () => {
        signedIn = true;
        return {
          data: {
            floorSignIn: {
              __typename: 'FloorSignInPayload',
              session: { __typename: 'FloorSession', expiresAt: '2030-01-01T00:00:00.000Z' },
              userErrors: [],
            },
          },
        };
      },
    });
    const router = createMemoryRouter(
      [{ path: '/status/:facilitySlug', element: <StatusWallPage /> }],
      { initialEntries: ['/status/skyview'] },
    );
    render(
      <ApolloProvider client={fake.client}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
    expect(
      await screen.findByText(/signed in for another facility and cannot show Skyview/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Page updated/)).toBeNull();

    fireEvent.change(screen.getByLabelText(/Skyview’s 5 digit code/), {
      target: { value: '12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByLabelText('Zone 1 online')).toBeInTheDocument();
    expect(fake.sent('FloorCodeSignInMutation')[0]!.variables).toMatchObject({
      input: { packingFacilitySlug: 'skyview', loginCode: '12345' },
    });
    expect(screen.getByText(/^Page updated \d+ seconds ago$/)).toBeInTheDocument();
    expect(screen.queryByText(/another facility/)).toBeNull();
  });
});
