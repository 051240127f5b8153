import { useCallback, useLayoutEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * The query string the last write asked for (`to`), and the address shown when it was asked
 * (`from`: its history entry, path and query string). React Router hands a write the query string
 * of the last render, so two writes before the router shows the first (a facility chosen as a
 * screen fills in its default menu) would each start from the same one, and the second would
 * drop the first.
 */
let asked: { from: string; to: string } | undefined;

/**
 * Changes the address's query string, starting from what an earlier write asked for while the
 * router does not show it yet; the other parameters are kept. `replace` changes the current
 * history entry instead of adding one.
 */
export function useSearchParamsWriter(): [
  URLSearchParams,
  (change: (next: URLSearchParams) => void, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const { key, pathname } = useLocation();
  const shown = params.toString();
  const here = `${key} ${pathname}?${shown}`;
  // Once the router shows another address, the writes asked before are behind it.
  useLayoutEffect(() => {
    if (asked && asked.from !== here) asked = undefined;
  }, [here]);
  const write = useCallback(
    (change: (next: URLSearchParams) => void, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(asked?.from === here ? asked.to : shown);
      change(next);
      asked = { from: here, to: next.toString() };
      setParams(next, options);
    },
    [here, shown, setParams],
  );
  return [params, write];
}

/**
 * One value kept in the address's query string, so a reload or a shared link shows the same
 * choice. Setting `undefined` removes it; the other parameters are kept. `replace` changes the
 * current history entry instead of adding one (a filter that is not a page to go back to).
 */
export function useSearchParam(
  key: string,
  { replace = false }: { replace?: boolean } = {},
): [string | undefined, (value: string | undefined) => void] {
  const [params, write] = useSearchParamsWriter();
  const set = useCallback(
    (value: string | undefined) =>
      write(
        (next) => {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        },
        { replace },
      ),
    [key, replace, write],
  );
  return [params.get(key) ?? undefined, set];
}
