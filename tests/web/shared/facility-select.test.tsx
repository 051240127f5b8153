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

    const select = screen.getByRole('combobox', { name: 'Packing facility' });
    expect(await screen.findByRole('option', { name: 'Chicago' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Skyview' })).toHaveValue('7');
    expect(screen.queryByRole('option', { name: 'All' })).not.toBeInTheDocument();
    // Nothing chosen yet: the placeholder shows, and it cannot be chosen.
    expect(select).toHaveDisplayValue('Select a facility');

    await userEvent.selectOptions(select, 'Skyview');
    expect(onChange).toHaveBeenCalledWith('7');
  });

  it("offers 'All' first when asked to", async () => {
    const onChange = vi.fn();
    renderSelect({ allOption: true, onChange, value: '1' });

    const select = screen.getByRole('combobox', { name: 'Packing facility' });
    await screen.findByRole('option', { name: 'Chicago' });
    expect(select).toHaveDisplayValue('Chicago');
    const labels = screen.getAllByRole('option').map((option) => option.textContent);
    expect(labels).toEqual(['All', 'Chicago', 'Skyview']);

    await userEvent.selectOptions(select, 'All');
    expect(onChange).toHaveBeenCalledWith(ALL_FACILITIES);
  });
});
