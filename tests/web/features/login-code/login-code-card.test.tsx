import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { render } from '../../support/render.tsx';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../../web/src/app/apollo/create-client.ts';
import { LoginCodeCard } from '../../../../web/src/features/login-code/login-code-card.tsx';
import { mockTransport } from '../../support/mock-transport.ts';
import { loginCodeMock } from '../../support/mocks.ts';

function renderCard() {
  const transport = mockTransport([loginCodeMock('48213')]);
  const client = createApolloClient({ transport: transport.link, onUnauthenticated: () => {} });
  render(
    <ApolloProvider client={client}>
      <LoginCodeCard />
    </ApolloProvider>,
  );
  return transport.subscriptions;
}

describe('login code card', () => {
  it('shows the current supervisor code under its heading', async () => {
    renderCard();

    expect(screen.getByRole('heading', { name: 'Current Supervisor Code' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('48213');
  });

  it('shows the new code when the subscription delivers one', async () => {
    const subscriptions = renderCard();
    expect(await screen.findByRole('status')).toHaveTextContent('48213');

    subscriptions.simulateResult({
      result: {
        data: {
          supervisorLoginCodeChanged: { __typename: 'SupervisorLoginCode', code: '90210' },
        },
      },
    });

    expect(await screen.findByText('90210')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('90210');
  });
});
