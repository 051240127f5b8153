import { useCallback, useEffect, useRef, useState } from 'react';

/** A read of the line is tried again, or read once more, after this long. */
export const LINE_REREAD_MS = 5_000;

/**
 * Reads the line again (after a print, a reprint): a read that fails, as every call does while the
 * network hangs, is tried again every 5 s until one answers. After a call that timed out
 * (`inDoubt`), the line is read once more 5 s after that: the timed-out print may be carried out
 * whenever the gateway catches up, even after the first read to answer (it may have waited in
 * the same queue), and the counts on screen must end as the host's. A newer request starts over;
 * leaving the screen stops it.
 */
export function useLineRefresh(refetch: () => Promise<unknown>) {
  const [requested, setRequested] = useState({ count: 0, inDoubt: false });
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (requested.count === 0) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (read: () => void) => {
      if (!stopped) timer = setTimeout(read, LINE_REREAD_MS);
    };
    const read = (more: number) => {
      latest.current().then(
        () => (more > 0 ? later(() => read(more - 1)) : undefined),
        () => later(() => read(more)),
      );
    };
    read(requested.inDoubt ? 1 : 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [requested]);
  return useCallback(
    (inDoubt = false) => setRequested(({ count }) => ({ count: count + 1, inDoubt })),
    [],
  );
}
