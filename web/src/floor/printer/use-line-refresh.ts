import { useCallback, useEffect, useRef, useState } from 'react';

/** A read of the line that failed is tried again after this long, until one answers. */
export const LINE_REREAD_MS = 5_000;

/**
 * Reads the line again (after a print, a reprint): a read that fails, as every call does while the
 * network hangs, is tried again every 5 s until one answers. A print whose answer never came may
 * still have printed when the gateway catches up; the counts on screen are then the host's, not
 * those from before the print. A newer request starts over; leaving the screen stops it.
 */
export function useLineRefresh(refetch: () => Promise<unknown>): () => void {
  const [requested, setRequested] = useState(0);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (requested === 0) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      latest.current().catch(() => {
        if (!stopped) timer = setTimeout(read, LINE_REREAD_MS);
      });
    };
    read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [requested]);
  return useCallback(() => setRequested((count) => count + 1), []);
}
