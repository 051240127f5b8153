import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { App as AntApp } from 'antd';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../../web/src/app/apollo/create-client.ts';
import {
  HistoryListQueryDocument,
  HistoryPeopleQueryDocument,
  HistoryUndoMutationDocument,
  type HistoryListQueryQueryVariables,
} from '../../../../web/src/generated/graphql.ts';
import { HistoryList } from '../../../../web/src/shared/history/history-list.tsx';
import { mockTransport } from '../../support/mock-transport.ts';
import { render } from '../../support/render.tsx';
import { renderApp } from '../../support/render-app.tsx';
import { viewerMock } from '../../support/mocks.ts';
import { facilitiesMock } from '../ice-restrictions/fixtures.ts';

const dana = { __typename: 'HistoryAuthor', kind: 'USER', key: 'user:3', name: 'Dana Reyes' };
const kiosk = {
  __typename: 'HistoryAuthor',
  kind: 'FLOOR',
  key: 'floor:k1',
  name: 'Kiosk, line A',
};

function entry(id: string, summary: string, more: Record<string, unknown> = {}) {
  return {
    __typename: 'HistoryEntry',
    id,
    recordedAt: '2026-11-28T15:04:00.000Z',
    screen: 'ice_restrictions',
    kind: 'ice_restriction.updated',
    kindLabel: 'Ice restriction changed',
    author: dana,
    summary,
    undoable: true,
    notUndoableReason: null,
    undoOf: null,
    undoneBy: null,
    ...more,
  };
}

const newest = entry('12', 'Ice 96oz, family: restricted from 12/07 → unrestricted');
const older = entry('11', 'Ice 80oz, tempo: unrestricted → restricted for 12/07', {
  undoable: false,
  notUndoableReason: 'Already undone.',
  author: kiosk,
});

/** The facility the entries are read with: its clock is Chicago's. */
const chicago = { __typename: 'PackingFacility', id: '1', timeZone: 'America/Chicago' };

/** Answers every history read with `entries()` and keeps the variables each read sent. */
function historyMock(entries: () => unknown[], sent: HistoryListQueryQueryVariables[]) {
  return {
    request: {
      query: HistoryListQueryDocument,
      variables: (variables: HistoryListQueryQueryVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result: () => ({
      data: {
        history: {
          __typename: 'HistoryPage',
          entries: entries(),
          nextCursor: null,
          csvUrl: '/downloads/history.csv?packingFacilityId=1',
        },
        packingFacility: chicago,
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as MockLink.MockedResponse;
}

const peopleMock: MockLink.MockedResponse = {
  request: { query: HistoryPeopleQueryDocument, variables: { packingFacilityId: '1' } },
  result: { data: { historyPeople: [dana, kiosk] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderList(mocks: MockLink.MockedResponse[]) {
  const transport = mockTransport(mocks);
  const client = createApolloClient({ transport: transport.link, onUnauthenticated: () => {} });
  render(
    <ApolloProvider client={client}>
      <AntApp>
        <HistoryList packingFacilityId="1" screen="ice_restrictions" />
      </AntApp>
    </ApolloProvider>,
  );
  return transport;
}

const item = (id: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-testid="history-entry-${id}"]`);
    if (!found) throw new Error(`no entry ${id}`);
    return within(found);
  });

describe('history list', { timeout: 60_000 }, () => {
  it('lists entries newest first: the words, who, and Undo or why not', async () => {
    renderList([historyMock(() => [newest, older], []), peopleMock]);

    const first = await item('12');
    expect(first.getByText(newest.summary)).toBeInTheDocument();
    expect(first.getByText('Dana Reyes')).toBeInTheDocument();
    expect(first.getByRole('button', { name: `Undo: ${newest.summary}` })).toBeInTheDocument();
    const second = await item('11');
    expect(second.getByText('Kiosk, line A')).toBeInTheDocument();
    expect(second.getByText('Already undone.')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Undo/ })).toBeNull();
    const shown = [...document.querySelectorAll('[data-testid^="history-entry-"]')].map((node) =>
      node.getAttribute('data-testid'),
    );
    expect(shown).toEqual(['history-entry-12', 'history-entry-11']);
  });

  it("shows when an entry was recorded on the facility's clock, not the browser's", async () => {
    // 15:04 UTC is 9:04 AM in Chicago (CST, UTC−6) whatever zone the browser is in.
    renderList([historyMock(() => [newest], []), peopleMock]);

    const time = (await item('12')).getByText('Sat 11/28/2026 9:04 AM CST');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-28T15:04:00.000Z');
  });

  it('sends the screen, the person and the kind chosen', async () => {
    const sent: HistoryListQueryQueryVariables[] = [];
    renderList([historyMock(() => [newest], sent), peopleMock]);
    await item('12');
    expect(sent.at(-1)).toMatchObject({
      packingFacilityId: '1',
      screen: 'ice_restrictions',
      authors: null,
      kinds: null,
    });

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Person' }),
      'Kiosk, line A',
    );
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ authors: ['floor:k1'] }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Kind' }),
      'Ice restriction changed',
    );
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({
        authors: ['floor:k1'],
        kinds: ['ice_restriction.updated'],
        screen: 'ice_restrictions',
      }),
    );
  });

  it("undoes an entry, and shows the server's words when it refuses", async () => {
    const undone: unknown[] = [];
    const refusal = 'Ice 96oz, family has changed since: it is now restricted for 12/14.';
    renderList([
      historyMock(() => [newest], []),
      peopleMock,
      {
        request: {
          query: HistoryUndoMutationDocument,
          variables: (variables: unknown) => {
            undone.push(variables);
            return true;
          },
        },
        result: {
          data: {
            undoHistoryEntry: {
              __typename: 'UndoHistoryEntryPayload',
              entry: null,
              userErrors: [{ __typename: 'UserError', field: [], message: refusal }],
            },
          },
        },
      },
    ]);

    await userEvent.click((await item('12')).getByRole('button', { name: /Undo/ }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(undone).toEqual([{ input: { packingFacilityId: '1', id: '12' } }]);
  });

  it('shows an entry recorded while it is open', async () => {
    let entries = [older];
    const transport = renderList([historyMock(() => entries, []), peopleMock]);
    await item('11');

    entries = [newest, older];
    transport.subscriptions.simulateResult({
      result: {
        data: {
          historyRecorded: { __typename: 'HistoryEvent', event: 'RECORDED', entry: newest },
        },
      },
    });

    expect((await item('12')).getByText(newest.summary)).toBeInTheDocument();
  });

  it("is /admin/history, listed as 'History': every screen's entries, a screen filter, Export CSV", async () => {
    const sent: HistoryListQueryQueryVariables[] = [];
    renderApp('/admin/history?facility=1', [
      viewerMock(),
      facilitiesMock(),
      historyMock(() => [newest, older], sent),
      peopleMock,
    ]);

    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin screens' });
    expect(within(nav).getByRole('link', { name: 'History' })).toBeInTheDocument();
    await item('12');
    expect(sent.at(-1)).toMatchObject({ packingFacilityId: '1', screen: null });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/downloads/history.csv?packingFacilityId=1',
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Screen' }), 'Pick Letters');
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ screen: 'pick_letters' }));
    // The operator's commands that no admin screen shows (printer network, API keys).
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Screen' }), 'Operations');
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ screen: 'operations' }));
    const kinds = within(screen.getByRole('combobox', { name: 'Kind' })).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toEqual([
      'Every kind',
      'API key created',
      'API key revoked',
      'Printer network changed',
    ]);
  });

  it('loads the next page by its cursor, after the first', async () => {
    const sent: HistoryListQueryQueryVariables[] = [];
    const page = (entries: unknown[], nextCursor: string | null) => ({
      data: {
        history: { __typename: 'HistoryPage', entries, nextCursor, csvUrl: '/x' },
        packingFacility: chicago,
      },
    });
    renderList([
      {
        request: {
          query: HistoryListQueryDocument,
          variables: (variables: HistoryListQueryQueryVariables) => {
            sent.push(variables);
            return true;
          },
        },
        result: (variables: HistoryListQueryQueryVariables) =>
          variables.after === 'cursor-12' ? page([older], null) : page([newest], 'cursor-12'),
        maxUsageCount: Number.POSITIVE_INFINITY,
      } as MockLink.MockedResponse,
      peopleMock,
    ]);
    await item('12');
    expect(document.querySelector('[data-testid="history-entry-11"]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await item('11');
    expect(sent.at(-1)).toMatchObject({ after: 'cursor-12', screen: 'ice_restrictions' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
