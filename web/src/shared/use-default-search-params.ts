import { useEffect } from 'react';
import { useSearchParamsWriter } from './use-search-param.ts';

/**
 * Fills in the address's choices the person has not made yet, with the given defaults, in one
 * step that replaces the history entry (so Back does not return to the empty screen). A default
 * of undefined (not known yet, or none) leaves the choice open.
 */
export function useDefaultSearchParams(defaults: Record<string, string | undefined>) {
  const [params, write] = useSearchParamsWriter();
  const missing = Object.entries(defaults).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && !params.has(entry[0]),
  );
  const key = JSON.stringify(missing);
  useEffect(() => {
    const filled: Array<[string, string]> = JSON.parse(key);
    if (filled.length === 0) return;
    write(
      (next) => {
        for (const [name, value] of filled) if (!next.has(name)) next.set(name, value);
      },
      { replace: true },
    );
  }, [key, write]);
}
