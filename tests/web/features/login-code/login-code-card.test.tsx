import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// Loaded up front: the route is lazy, and transforming it in the first test would eat its time.
import '../../../../web/src/features/login-code/login-code-page.tsx';
import { currentPath, renderApp } from '../../support/render-app.tsx';
import {
  chicago,
  codeFacilitiesMock,
  loginCodeMock,
  skyview,
  viewerMock,
} from '../../support/mocks.ts';

const both = [chicago, skyview];
const select = () =>
  screen.findByRole('combobox', { name: 'Packing facility' }, { timeout: 20_000 });
const code = () => screen.findByTestId('supervisor-login-code', undefined, { timeout: 10_000 });
const facilityOnCard = () => screen.getByTestId('supervisor-login-code-facility');

function renderPage(path: string, facilities = both) {
  return renderApp(path, [
    viewerMock(),
    codeFacilitiesMock(facilities),
    loginCodeMock('11111', '1'),
    loginCodeMock('77777', '7'),
  ]);
}

describe('supervisor code card', { timeout: 60_000 }, () => {
  it("a user of one facility finds it chosen and sees its code, under the card's heading and its name", async () => {
    const { router } = renderPage('/admin/login_code', [chicago]);

    expect(await code()).toHaveTextContent('11111');
    expect(screen.getByRole('heading', { name: 'Current Supervisor Code' })).toBeInTheDocument();
    expect(facilityOnCard()).toHaveTextContent('Chicago');
    expect(await select()).toHaveDisplayValue('Chicago');
    expect(currentPath(router)).toBe('/admin/login_code?facility=1');
  });

  it("with several facilities the first is shown; choosing another shows that facility's code", async () => {
    const { router } = renderPage('/admin/login_code');
    expect(await code()).toHaveTextContent('11111');
    expect(facilityOnCard()).toHaveTextContent('Chicago');

    await userEvent.selectOptions(await select(), 'Skyview');

    await waitFor(() =>
      expect(screen.getByTestId('supervisor-login-code')).toHaveTextContent('77777'),
    );
    expect(facilityOnCard()).toHaveTextContent('Skyview');
    expect(currentPath(router)).toBe('/admin/login_code?facility=7');
  });

  it('a link may name the facility by its slug', async () => {
    renderPage('/admin/login_code?facility=skyview');

    expect(await code()).toHaveTextContent('77777');
    expect(facilityOnCard()).toHaveTextContent('Skyview');
    expect(await select()).toHaveDisplayValue('Skyview');
  });

  it("a link to a facility that is not the user's says so and shows no code", async () => {
    renderPage('/admin/login_code?facility=baltimore', [chicago]);

    expect(
      await screen.findByText(
        'Packing facility "baltimore" is not one of yours: choose one of your facilities.',
        undefined,
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('supervisor-login-code')).not.toBeInTheDocument();
  });

  it("subscribes to the chosen facility's rotations and shows the new code when one arrives", async () => {
    const { subscriptions } = renderPage('/admin/login_code?facility=7');
    expect(await code()).toHaveTextContent('77777');
    await waitFor(() =>
      expect(subscriptions.operation?.variables).toEqual({ packingFacilityId: '7' }),
    );

    subscriptions.simulateResult({
      result: {
        data: {
          supervisorLoginCodeChanged: { __typename: 'SupervisorLoginCode', code: '90210' },
        },
      },
    });

    await waitFor(() =>
      expect(screen.getByTestId('supervisor-login-code')).toHaveTextContent('90210'),
    );
    expect(facilityOnCard()).toHaveTextContent('Skyview');
  });
});
