import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { render } from '../support/render.tsx';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../../web/src/app/apollo/create-client.ts';
import { FacilitySelectQueryDocument } from '../../../web/src/generated/graphql.ts';
import { ALL_FACILITIES, FacilitySelect } from '../../../web/src/shared/facility-select.tsx';
import type { FacilitySelectProps } from '../../../web/src/shared/facility-select.tsx';
import { mockTransport } from '../support/mock-transport.ts';

const facility = (id: string, name: string) => ({ __typename: 'PackingFacility', id, name });

function renderSelect(props: FacilitySelectProps) {
  const transport = mockTransport([
    {
      request: { query: FacilitySelectQueryDocument },
      result: {
        data: {
          accessiblePackingFacilities: [facility('1', 'Chicago'), facility('7', 'Skyview')],
        },
      },
    },
  ]);
  const client = createApolloClient({ transport: transport.link, onUnauthenticated: () => {} });
  render(
    <ApolloProvider client={client}>
      <FacilitySelect {...props} />
    </ApolloProvider>,
  );
}

describe('FacilitySelect', () => {
  it('lists the facilities the user may see, by name, with their id as value', async () => {
    const onChange = vi.fn();
    renderSelect({ onChange });

    await userEvent.click(screen.getByRole('combobox', { name: 'Packing facility' }));
    expect(await screen.findByTitle('Chicago')).toBeInTheDocument();
    expect(screen.getByTitle('Skyview')).toBeInTheDocument();
    expect(screen.queryByTitle('All')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTitle('Skyview'));
    expect(onChange).toHaveBeenCalledWith('7', expect.anything());
  });

  it("offers 'All' first when asked to", async () => {
    const onChange = vi.fn();
    renderSelect({ allOption: true, onChange, open: true });

    expect(await screen.findByTitle('Chicago')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('All'));
    expect(onChange).toHaveBeenCalledWith(ALL_FACILITIES, expect.anything());
  });
});
