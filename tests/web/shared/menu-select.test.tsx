import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { render } from '../support/render.tsx';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../../web/src/app/apollo/create-client.ts';
import { MenuSelectQueryDocument } from '../../../web/src/generated/graphql.ts';
import { MenuSelect, type MenuSelectProps } from '../../../web/src/shared/menu-select.tsx';
import { mockTransport } from '../support/mock-transport.ts';

const menu = (id: string, slug: string) => ({ __typename: 'Menu', id, slug });

function renderSelect(props: MenuSelectProps) {
  const transport = mockTransport([
    {
      request: { query: MenuSelectQueryDocument },
      result: { data: { menus: [menu('12', '2026-11-23'), menu('11', '2026-01-01')] } },
    },
  ]);
  const client = createApolloClient({ transport: transport.link, onUnauthenticated: () => {} });
  return render(
    <ApolloProvider client={client}>
      <MenuSelect {...props} />
    </ApolloProvider>,
  );
}

describe('MenuSelect', () => {
  it('labels each menu with its date as MM/dd/yyyy, newest first, its id as value', async () => {
    const onChange = vi.fn();
    renderSelect({ onChange });

    const select = screen.getByRole('combobox', { name: 'Menu' });
    expect(await screen.findByRole('option', { name: '11/23/2026' })).toHaveValue('12');
    expect(screen.getByRole('option', { name: '01/01/2026' })).toHaveValue('11');
    expect(screen.queryByText('2026-11-23')).not.toBeInTheDocument();
    // Nothing chosen yet: the prompt shows.
    expect(select).toHaveDisplayValue('Select a menu');

    await userEvent.selectOptions(select, '01/01/2026');
    expect(onChange).toHaveBeenCalledWith('11');
  });

  it('shows the chosen menu by its date', async () => {
    renderSelect({ value: '12' });
    await screen.findByRole('option', { name: '11/23/2026' });
    expect(screen.getByRole('combobox', { name: 'Menu' })).toHaveDisplayValue('11/23/2026');
  });
});
