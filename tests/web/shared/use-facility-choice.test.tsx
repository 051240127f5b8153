import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../web/src/app/apollo/create-client.ts';
import {
  FacilitySelectQueryDocument,
  UpdateUserPreferencesMutationDocument,
  UserPreferencesQueryDocument,
} from '../../../web/src/generated/graphql.ts';
import { useFacilityChoice } from '../../../web/src/shared/use-facility-choice.ts';
import { mockTransport } from '../support/mock-transport.ts';
import { render } from '../support/render.tsx';

// The facility an admin screen opens on: the one kept for the user, else All (where the screen
// has it) or the first; a facility not the user's is replaced by their own, with a notice; each
// facility shown is kept.

const facilities = [
  { __typename: 'PackingFacility', id: '1', name: 'Chicago' },
  { __typename: 'PackingFacility', id: '8', name: 'Baltimore' },
];

const preferences = (packingFacilityId: string | null) => ({
  __typename: 'UserPreferences',
  packingFacilityId,
  menuId: null,
});

function mocks(kept: string | null, saved: string[]): MockLink.MockedResponse[] {
  return [
    {
      request: { query: FacilitySelectQueryDocument },
      result: { data: { accessiblePackingFacilities: facilities } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: UserPreferencesQueryDocument },
      result: { data: { userPreferences: preferences(kept) } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: UpdateUserPreferencesMutationDocument, variables: () => true },
      result: (variables: { input: { packingFacilityId: string } }) => {
        saved.push(variables.input.packingFacilityId);
        return {
          data: {
            updateUserPreferences: {
              __typename: 'UpdateUserPreferencesPayload',
              userPreferences: preferences(variables.input.packingFacilityId),
              userErrors: [],
            },
          },
        };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

function Screen({ allOption }: { allOption: boolean }) {
  const { facilityId, notice, setFacility } = useFacilityChoice({ allOption });
  return (
    <>
      <output aria-label="shown">{facilityId ?? 'none'}</output>
      <output aria-label="notice">{notice ?? ''}</output>
      <button onClick={() => setFacility('1')}>Chicago</button>
    </>
  );
}

function open(path: string, kept: string | null, allOption = false) {
  const saved: string[] = [];
  const router = createMemoryRouter(
    [{ path: '/screen', element: <Screen allOption={allOption} /> }],
    {
      initialEntries: [path],
    },
  );
  const client = createApolloClient({
    transport: mockTransport(mocks(kept, saved)).link,
    onUnauthenticated: () => {},
  });
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { saved, search: () => router.state.location.search };
}

const shown = () => screen.getByLabelText('shown').textContent;

describe('useFacilityChoice', () => {
  it('opens on the facility kept for the user, and puts it in the address', async () => {
    const { search, saved } = open('/screen', '8');
    await waitFor(() => expect(shown()).toBe('8'));
    expect(search()).toBe('?facility=8');
    expect(saved).toEqual([]);
  });

  it('without one, opens on the user’s first facility', async () => {
    open('/screen', null);
    await waitFor(() => expect(shown()).toBe('1'));
  });

  it('without one, a screen with All opens on All, which is not kept', async () => {
    const { search, saved } = open('/screen', null, true);
    await waitFor(() => expect(shown()).toBe('all'));
    expect(search()).toBe('?facility=all');
    expect(saved).toEqual([]);
  });

  it('a link wins over the kept facility, and is kept in its place', async () => {
    const { saved } = open('/screen?facility=1', '8');
    await waitFor(() => expect(saved).toEqual(['1']));
    expect(shown()).toBe('1');
  });

  it('a facility that is not the user’s shows their own and says so, until they choose', async () => {
    const { search } = open('/screen?facility=3', '8');
    await waitFor(() => expect(shown()).toBe('8'));
    expect(search()).toBe('?facility=8');
    expect(screen.getByLabelText('notice').textContent).toBe(
      'You do not have access to packing facility 3. Showing Baltimore.',
    );
    await userEvent.click(screen.getByText('Chicago'));
    await waitFor(() => expect(shown()).toBe('1'));
    expect(screen.getByLabelText('notice').textContent).toBe('');
  });
});
