import { useCallback, useState } from 'react';
import { trackLineSelection } from './kiosk-rules.ts';

const DEV_MODE_KEY = 'printer-kiosk-dev-mode';
const HISTORY_KEY = 'printer-kiosk-line-history';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be off (private mode): dev mode then lasts as long as the page.
  }
}

/**
 * Dev mode: toggled by the line selection sequence A, B, A, C, A, B, kept in the
 * browser so it lasts from the line selector to the line screen. In dev mode the kiosk prints,
 * pauses, filters and unassigns nothing, and logs its heartbeats instead of sending them.
 */
export function useDevMode() {
  const [devMode, setDevMode] = useState(() => read(DEV_MODE_KEY) === 'on');
  const lineSelected = useCallback((line: string) => {
    const history = (read(HISTORY_KEY) ?? '').split(',').filter(Boolean);
    const next = trackLineSelection(history, line);
    write(HISTORY_KEY, next.history.join(','));
    if (next.toggled) {
      setDevMode((current) => {
        write(DEV_MODE_KEY, current ? null : 'on');
        return !current;
      });
    }
  }, []);
  return { devMode, lineSelected };
}
