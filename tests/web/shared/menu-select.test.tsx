import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { render } from '../support/render.tsx';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../web/src/app/apollo/create-client.ts';
import { MenuSelectQueryDocument } from '../../../web/src/generated/graphql.ts';
import { MenuSelect } from '../../../web/src/shared/menu-select.tsx';
import { mockTransport } from '../support/mock-transport.ts';

const menu = (id: string, slug: string) => ({ __typename: 'Menu', id, slug });

describe('MenuSelect', () => {
  it('labels each menu with its date as MM/dd/yyyy', async () => {
    const transport = mockTransport([
      {
        request: { query: MenuSelectQueryDocument },
        result: { data: { menus: [menu('12', '2026-11-23'), menu('11', '2026-01-01')] } },
      },
    ]);
    const client = createApolloClient({ transport: transport.link, onUnauthenticated: () => {} });
    render(
      <ApolloProvider client={client}>
        <MenuSelect open />
      </ApolloProvider>,
    );

    expect(await screen.findByTitle('11/23/2026')).toBeInTheDocument();
    expect(screen.getByTitle('01/01/2026')).toBeInTheDocument();
    expect(screen.queryByText('2026-11-23')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTitle('01/01/2026'));
    expect(screen.getByRole('combobox', { name: 'Menu' })).toBeInTheDocument();
  });
});
