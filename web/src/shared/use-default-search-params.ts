import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Fills in the address's choices the person has not made yet, with the given defaults, in one
 * step that replaces the history entry (so Back does not return to the empty screen). A default
 * of undefined (not known yet, or none) leaves the choice open.
 */
export function useDefaultSearchParams(defaults: Record<string, string | undefined>) {
  const [params, setParams] = useSearchParams();
  const missing = Object.entries(defaults).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && !params.has(entry[0]),
  );
  const key = JSON.stringify(missing);
  useEffect(() => {
    const filled: Array<[string, string]> = JSON.parse(key);
    if (filled.length === 0) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of filled) if (!next.has(name)) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }, [key, setParams]);
}
