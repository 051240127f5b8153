import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Alert, App, Button, DatePicker, Empty, Flex, List, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import {
  HistoryListQueryDocument,
  HistoryPeopleQueryDocument,
  HistoryRecordedSubscriptionDocument,
  HistoryUndoMutationDocument,
  type HistoryList_EntryFragment,
  type HistoryListQueryQueryVariables,
} from '../../generated/graphql.ts';
import { ControlTip } from '../control-tip.tsx';
import { NativeSelect } from '../native-select.tsx';
import { errorSentence } from '../error-sentence.ts';
import { formatRecordedAt, kindOptions, SCREEN_LABELS, SCREEN_OPTIONS } from './history-screens.ts';

export interface HistoryListProps {
  packingFacilityId: string;
  /** One screen's entries (a screen's History drawer); every screen's with a filter otherwise. */
  screen?: string;
  /** Shows the link to download the filtered entries as CSV (the History page). */
  csvLink?: boolean;
}

type Range = [Dayjs | null, Dayjs | null] | null;

/** The filters as history's variables: the dates are whole days in the browser's time. */
export function historyVariables(
  packingFacilityId: string,
  filters: {
    screen?: string | undefined;
    kinds: string[];
    author?: string | undefined;
    range: Range;
  },
): HistoryListQueryQueryVariables {
  const [start, end] = filters.range ?? [null, null];
  return {
    packingFacilityId,
    screen: filters.screen ?? null,
    kinds: filters.kinds.length ? filters.kinds : null,
    authors: filters.author ? [filters.author] : null,
    from: start ? start.startOf('day').toISOString() : null,
    to: end ? end.add(1, 'day').startOf('day').toISOString() : null,
  };
}

/**
 * A facility's recorded changes, newest first, live: each entry says when, who and what in the
 * screen's words, with Undo where it can be undone (else why not). Filters by person, kind and
 * days (and screen, when not one screen's), loads more by cursor.
 */
export function HistoryList({ packingFacilityId, screen: fixedScreen, csvLink }: HistoryListProps) {
  const { message } = App.useApp();
  const client = useApolloClient();
  const [screenFilter, setScreenFilter] = useState<string>();
  const [kind, setKind] = useState<string>();
  const [author, setAuthor] = useState<string>();
  const [range, setRange] = useState<Range>(null);
  const screen = fixedScreen ?? screenFilter;
  const variables = historyVariables(packingFacilityId, {
    screen,
    kinds: kind ? [kind] : [],
    author,
    range,
  });
  const { data, error, refetch } = useQuery(HistoryListQueryDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const people = useQuery(HistoryPeopleQueryDocument, { variables: { packingFacilityId } });
  // Pages after the first, loaded by cursor; kept until the filters change.
  const [more, setMore] = useState<{
    key: string;
    entries: HistoryList_EntryFragment[];
    cursor: string | null;
  }>();
  const [loadingMore, setLoadingMore] = useState(false);
  const key = JSON.stringify(variables);
  const extra = more?.key === key ? more : undefined;
  const [undo] = useMutation(HistoryUndoMutationDocument);
  const [undoing, setUndoing] = useState<string>();
  // The Undo pressed goes away with the undo: the focus stays in the list (and its drawer).
  const listRef = useRef<HTMLDivElement>(null);

  // LIVE: nothing is missed from here on, so the first page is read again; RECORDED: an entry.
  useSubscription(HistoryRecordedSubscriptionDocument, {
    variables: { packingFacilityId },
    onData: () => {
      void refetch().catch(() => undefined);
      void people.refetch().catch(() => undefined);
    },
  });

  const entries = useMemo(() => {
    const seen = new Set<string>();
    return [...(data?.history.entries ?? []), ...(extra?.entries ?? [])].filter((entry) => {
      if (seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    });
  }, [data, extra]);
  const cursor = extra ? extra.cursor : (data?.history.nextCursor ?? null);
  // Entries come with the facility, so its zone is known whenever one is shown.
  const timeZone = data?.packingFacility.timeZone;

  async function loadMore() {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await client.query({
        query: HistoryListQueryDocument,
        variables: { ...variables, after: cursor },
        fetchPolicy: 'network-only',
      });
      const history = page.data?.history;
      if (history) {
        setMore({
          key,
          entries: [...(extra?.entries ?? []), ...history.entries],
          cursor: history.nextCursor ?? null,
        });
      }
    } catch (failure) {
      void message.error(errorSentence('load more history', failure as Error));
    } finally {
      setLoadingMore(false);
    }
  }

  async function undoEntry(entry: HistoryList_EntryFragment) {
    setUndoing(entry.id);
    try {
      // An undo changes the screen under the drawer: every query shown is read again.
      const result = await undo({
        variables: { input: { packingFacilityId, id: entry.id } },
        refetchQueries: 'active',
        awaitRefetchQueries: true,
      });
      const refusal = result.data?.undoHistoryEntry.userErrors[0];
      if (refusal) void message.error(refusal.message);
      else void message.success(`Undone: ${entry.summary}`);
    } catch (failure) {
      void message.error(errorSentence('undo the change', failure as Error));
    } finally {
      setUndoing(undefined);
      listRef.current?.focus();
    }
  }

  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small" align="center">
        {fixedScreen === undefined && (
          <NativeSelect
            label="Screen"
            options={[{ value: '', label: 'All screens' }, ...SCREEN_OPTIONS]}
            value={screenFilter ?? ''}
            onChange={(value) => {
              setScreenFilter(value || undefined);
              setKind(undefined);
            }}
          />
        )}
        <NativeSelect
          label="Person"
          options={[
            { value: '', label: 'Everyone' },
            ...(people.data?.historyPeople ?? []).map((person) => ({
              value: person.key,
              label: person.name,
            })),
          ]}
          value={author ?? ''}
          onChange={(value) => setAuthor(value || undefined)}
        />
        <NativeSelect
          label="Kind"
          options={[{ value: '', label: 'Every kind' }, ...kindOptions(screen)]}
          value={kind ?? ''}
          onChange={(value) => setKind(value || undefined)}
        />
        <DatePicker.RangePicker
          aria-label="Dates"
          allowEmpty={[true, true]}
          format="MM/DD/YYYY"
          value={range}
          onChange={(value) => setRange(value)}
        />
        {csvLink && data && (
          <Typography.Link href={data.history.csvUrl} download>
            Export CSV
          </Typography.Link>
        )}
      </Flex>
      {error && !data ? (
        <Alert
          type="error"
          showIcon
          message="The history could not be loaded."
          description={errorSentence('load the history', error)}
          action={<Button onClick={() => void refetch().catch(() => undefined)}>Retry</Button>}
        />
      ) : (
        <div ref={listRef} tabIndex={-1} style={{ outline: 'none' }}>
          <List
            aria-label="History"
            loading={!data}
            dataSource={entries}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No changes recorded." />
              ),
            }}
            rowKey="id"
            renderItem={(entry) => (
              <List.Item
                data-testid={`history-entry-${entry.id}`}
                actions={[
                  entry.undoable ? (
                    <Button
                      key="undo"
                      size="small"
                      loading={undoing === entry.id}
                      onClick={() => void undoEntry(entry)}
                      aria-label={`Undo: ${entry.summary}`}
                    >
                      Undo
                    </Button>
                  ) : (
                    <ControlTip key="reason" tip={entry.notUndoableReason ?? undefined}>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {entry.notUndoableReason ?? 'Cannot be undone.'}
                      </Typography.Text>
                    </ControlTip>
                  ),
                ]}
              >
                <List.Item.Meta
                  title={entry.summary}
                  description={
                    <Flex wrap gap="small" align="center">
                      {timeZone && (
                        <time dateTime={entry.recordedAt}>
                          {formatRecordedAt(entry.recordedAt, timeZone)}
                        </time>
                      )}
                      <span>{entry.author.name}</span>
                      <Tag>{entry.kindLabel}</Tag>
                      {fixedScreen === undefined && (
                        <Tag>
                          {SCREEN_LABELS[entry.screen as keyof typeof SCREEN_LABELS] ??
                            entry.screen}
                        </Tag>
                      )}
                    </Flex>
                  }
                />
              </List.Item>
            )}
          />
        </div>
      )}
      {cursor && (
        <Button
          onClick={() => void loadMore()}
          loading={loadingMore}
          style={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      )}
    </Flex>
  );
}
