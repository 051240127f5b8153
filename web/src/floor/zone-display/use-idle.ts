import { useEffect, useState } from 'react';

/** The zone screen's idle time-out: the app's generic 10 minutes. */
export const ZONE_IDLE_MS = 600_000;
/** The welcome animation lasts up to 10 s. */
export const WELCOME_MS = 10_000;

export type IdleState = 'active' | 'idle' | 'welcome';

const ACTIVITY = ['keydown', 'pointerdown', 'touchstart'] as const;

/**
 * Idle after no key or touch for the time-out (the screensaver); the first activity after idle
 * shows the welcome for up to 10 s, or until the next key or touch.
 */
export function useIdle(idleMs = ZONE_IDLE_MS, welcomeMs = WELCOME_MS): IdleState {
  const [state, setState] = useState<IdleState>('active');
  useEffect(() => {
    let current: IdleState = 'active';
    const enter = (next: IdleState) => {
      current = next;
      setState(next);
    };
    let timer: ReturnType<typeof setTimeout>;
    // Active, by activity or by the welcome's end: the time-out starts again either way.
    const becomeActive = () => {
      enter('active');
      timer = setTimeout(() => enter('idle'), idleMs);
    };
    timer = setTimeout(() => enter('idle'), idleMs);
    const onActivity = () => {
      clearTimeout(timer);
      if (current === 'idle') {
        enter('welcome');
        timer = setTimeout(becomeActive, welcomeMs);
      } else {
        becomeActive();
      }
    };
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, true);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, true);
    };
  }, [idleMs, welcomeMs]);
  return state;
}
