import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

const RESUBSCRIBE_DELAY_MS = 2_000;

/**
 * A subscription for as long as a floor screen runs: one that ends or fails (the gateway or the
 * host restarted) is started again, for ever. `variables` undefined: none.
 */
export function useLastingSubscription<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | undefined,
  onData: (data: TData) => void,
) {
  const client = useApolloClient();
  const handler = useRef(onData);
  useEffect(() => {
    handler.current = onData;
  });
  const key = JSON.stringify(variables ?? null);
  useEffect(() => {
    if (key === 'null') return undefined;
    const vars = JSON.parse(key) as TVariables;
    let stopped = false;
    let subscription: { unsubscribe: () => void } | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      subscription?.unsubscribe();
      if (!stopped) retry = setTimeout(start, RESUBSCRIBE_DELAY_MS);
    };
    function start() {
      if (stopped) return;
      subscription = client.subscribe({ query, variables: vars }).subscribe({
        next: (result) => {
          if (result.data) handler.current(result.data as TData);
          if (result.error) restart();
        },
        error: restart,
        complete: restart,
      });
    }
    start();
    return () => {
      stopped = true;
      clearTimeout(retry);
      subscription?.unsubscribe();
    };
  }, [client, key, query]);
}
