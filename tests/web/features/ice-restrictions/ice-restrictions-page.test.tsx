import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { createApolloClient } from '../../../../web/src/app/apollo/create-client.ts';
import IceRestrictionsPage from '../../../../web/src/features/ice-restrictions/ice-restrictions-page.tsx';
import { mockTransport } from '../../support/mock-transport.ts';
import { renderApp } from '../../support/render-app.tsx';
import { render } from '../../support/render.tsx';
import { chooseOption, shownChoice } from '../../support/antd-select.ts';
import { viewerMock } from '../../support/mocks.ts';
import {
  facilitiesMock,
  listMock,
  onlyThirtyTwoLeft,
  restriction,
  updateMock,
} from './fixtures.ts';

const PATH = '/admin/ops_ice_restrictions';

/** The page alone (the whole app is rendered once, to check its route and navigation entry). */
function renderPage(mocks: Parameters<typeof mockTransport>[0]) {
  const transport = mockTransport(mocks);
  const client = createApolloClient({ transport: transport.link, onUnauthenticated: () => {} });
  render(
    <ApolloProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[PATH]}>
          <IceRestrictionsPage />
        </MemoryRouter>
      </AntApp>
    </ApolloProvider>,
  );
}

// Found by key rather than by role: role queries over a whole antd table are slow in jsdom.
async function rowOf(id: string) {
  const row = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
    if (!found) throw new Error(`no row ${id}`);
    return found;
  });
  return within(row);
}

/** The checkbox labelled with a menu date (by its label text: computing accessible names in
 *  jsdom logs a not-implemented error per element and makes role queries very slow). */
function checkbox(row: Awaited<ReturnType<typeof rowOf>>, date: string): HTMLInputElement {
  const input = row
    .getByText(date, { selector: 'label span' })
    .closest('label')
    ?.querySelector('input');
  if (!input) throw new Error(`no checkbox ${date}`);
  return input;
}

/** The row's 'Disable Indefinitely' select (antd's): its search input carries the name. */
const indefinite = (row: Awaited<ReturnType<typeof rowOf>>) =>
  row.getByLabelText('Disable Indefinitely', { selector: 'input' });

/** What the row's 'Disable Indefinitely' shows chosen. */
const indefiniteShown = (row: Awaited<ReturnType<typeof rowOf>>) => shownChoice(indefinite(row));

const chooseIndefinite = (row: Awaited<ReturnType<typeof rowOf>>, label: string) =>
  chooseOption(indefinite(row), label);

describe('ice restrictions page', { timeout: 60_000 }, () => {
  it("is the admin screen at /admin/ops_ice_restrictions, listed as 'Ice Restrictions'", async () => {
    renderApp(PATH, [viewerMock(), facilitiesMock(), listMock()]);

    expect(await screen.findByRole('heading', { name: 'Ice Restrictions' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin screens' });
    expect(within(nav).getByRole('link', { name: 'Ice Restrictions' })).toBeInTheDocument();
  });

  it('lists each facility, each ice size and meal plan, with menu dates as MM/dd', async () => {
    renderPage([facilitiesMock(), listMock()]);

    expect(await screen.findByRole('heading', { name: 'Chicago' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'San Bernardino' })).toBeInTheDocument();
    const tempo = await rowOf('chi-96-tempo');
    expect(tempo.getByText('tempo')).toBeInTheDocument();
    expect(checkbox(tempo, '11/23')).toBeChecked();
    expect(checkbox(tempo, '11/30')).not.toBeChecked();
    // Read-only until the row is edited.
    expect(checkbox(tempo, '11/30')).toBeDisabled();
  });

  it("shows a restriction that started in the past as 'Restricted', with every box checked and locked", async () => {
    renderPage([facilitiesMock(), listMock()]);
    const row = await rowOf('sbd-32-family');

    expect(row.getByText('Restricted')).toBeInTheDocument();
    await userEvent.click(row.getByLabelText('Edit'));
    for (const date of ['11/16', '11/23', '11/30', '12/07']) {
      expect(checkbox(row, date)).toBeChecked();
      expect(checkbox(row, date)).toBeDisabled();
    }
    expect(indefiniteShown(row)).toBe('Restricted');
    // Left for another choice, it cannot be chosen again.
    await chooseIndefinite(row, 'Unrestricted');
    expect(indefiniteShown(row)).toBe('Unrestricted');
    await chooseIndefinite(row, 'Restricted');
    expect(indefiniteShown(row)).toBe('Unrestricted');
  });

  it('only one row is editable at a time; the first menu checkbox is always disabled', async () => {
    renderPage([facilitiesMock(), listMock()]);
    const standard = await rowOf('chi-96-standard');
    await userEvent.click(standard.getByLabelText('Edit'));

    expect(checkbox(standard, '11/16')).toBeDisabled();
    expect(checkbox(standard, '11/23')).toBeEnabled();
    const tempo = await rowOf('chi-96-tempo');
    expect(tempo.getByLabelText('Edit')).toBeDisabled();
    expect(checkbox(tempo, '11/30')).toBeDisabled();
    // The disabled Edit's reason shows to the keyboard too: Tab reaches its holder.
    await userEvent.tab({ shift: true });
    expect(await screen.findByText('Save or close the row being edited first')).toBeInTheDocument();

    await userEvent.click(standard.getByLabelText('Close'));
    expect(tempo.getByLabelText('Edit')).toBeEnabled();
  });

  it('restricting indefinitely locks the later menus checked, and saving shows the saved row', async () => {
    const saved = restriction({
      id: 'chi-96-standard',
      mealPlanId: '1',
      mealPlanSlug: 'standard',
      from: { id: 5, slug: '2026-11-30' },
      menuIds: [4],
    });
    renderPage([
      facilitiesMock(),
      listMock(),
      updateMock(
        {
          packingFacilityId: '1',
          mealPlanId: '1',
          iceSize: 'NINETY_SIX_OZ',
          indefiniteRestrictionStartingMenuId: '5',
          menuIds: ['4'],
        },
        { saved },
      ),
    ]);
    const row = await rowOf('chi-96-standard');
    await userEvent.click(row.getByLabelText('Edit'));
    await userEvent.click(checkbox(row, '11/23'));
    await chooseIndefinite(row, '11/30');

    expect(checkbox(row, '11/30')).toBeChecked();
    expect(checkbox(row, '11/30')).toBeDisabled();
    expect(checkbox(row, '12/07')).toBeChecked();
    expect(checkbox(row, '12/07')).toBeDisabled();
    expect(checkbox(row, '11/23')).toBeEnabled();

    await userEvent.click(row.getByLabelText('Save'));
    expect(await screen.findByText('96oz standard restriction saved.')).toBeInTheDocument();
    expect(row.getByLabelText('Edit')).toBeEnabled();
    expect(checkbox(row, '11/23')).toBeChecked();
    expect(checkbox(row, '12/07')).toBeChecked();
    expect(indefiniteShown(row)).toBe('11/30');
  });

  it('a refused save says why and leaves the row as it was', async () => {
    renderPage([
      facilitiesMock(),
      listMock(),
      updateMock(
        {
          packingFacilityId: '1',
          mealPlanId: '3',
          iceSize: 'NINETY_SIX_OZ',
          indefiniteRestrictionStartingMenuId: null,
          menuIds: ['4', '6'],
        },
        {
          message:
            'Every ice size would be disabled for 12/07: at least one size must stay allowed.',
        },
      ),
    ]);
    const row = await rowOf('chi-96-tempo');
    await userEvent.click(row.getByLabelText('Edit'));
    await userEvent.click(checkbox(row, '12/07'));
    await userEvent.click(row.getByLabelText('Save'));

    expect(
      await screen.findByText(
        '96oz tempo was not saved: Every ice size would be disabled for 12/07: at least one size must stay allowed.',
      ),
    ).toBeInTheDocument();
    expect(checkbox(row, '12/07')).not.toBeChecked();
    expect(checkbox(row, '11/23')).toBeChecked();
    expect(row.getByLabelText('Edit')).toBeEnabled();
  });

  it('saving a row that would leave a plan with no ice size for a menu is stopped before it is sent', async () => {
    // No mock answers the mutation: sending it would show a different error.
    renderPage([facilitiesMock(), listMock(onlyThirtyTwoLeft)]);
    const row = await rowOf('chi-32oz-standard');
    await userEvent.click(row.getByLabelText('Edit'));
    await userEvent.click(checkbox(row, '12/07'));
    await userEvent.click(row.getByLabelText('Save'));

    expect(
      await screen.findByText(
        'Every ice size would be disabled for 12/07: at least one size must stay allowed.',
      ),
    ).toBeInTheDocument();
    // Still open, so the user can fix it.
    expect(row.getByLabelText('Close')).toBeEnabled();
    expect(checkbox(row, '12/07')).toBeChecked();
  });

  it('the facility filter shows only the chosen facility', async () => {
    renderPage([facilitiesMock(), listMock()]);
    await screen.findByRole('heading', { name: 'Chicago' });

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Packing facility' }),
      await screen.findByRole('option', { name: 'San Bernardino' }),
    );

    expect(screen.queryByRole('heading', { name: 'Chicago' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'San Bernardino' })).toBeInTheDocument();
  });
});
