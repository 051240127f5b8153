import { useSyncExternalStore } from 'react';

/** The setting a person makes in their system (or browser) for less motion on screen. */
const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribe(changed: () => void) {
  const query = window.matchMedia(REDUCE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** True while the person asks for reduced motion; follows the setting as it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCE).matches,
    () => false,
  );
}
