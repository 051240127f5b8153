import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One value kept in the address's query string, so a reload or a shared link shows the same
 * choice. Setting `undefined` removes it; the other parameters are kept. `replace` changes the
 * current history entry instead of adding one (a filter that is not a page to go back to).
 */
export function useSearchParam(
  key: string,
  { replace = false }: { replace?: boolean } = {},
): [string | undefined, (value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace },
      ),
    [key, replace, setParams],
  );
  return [params.get(key) ?? undefined, set];
}
