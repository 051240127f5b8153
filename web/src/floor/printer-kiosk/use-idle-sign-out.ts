import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { KioskSignOutMutationDocument } from '../../generated/graphql.ts';
import { IDLE_PAUSE_MS } from './kiosk-rules.ts';

/** The printer screen signs out after 2,580,000 ms (43 min) without a touch. */
export const IDLE_SIGN_OUT_MS = 2_580_000;

/**
 * Runs `idle` (the pause dialog opens by itself) after IDLE_PAUSE_MS without a touch, and signs
 * the kiosk out after the idle time, then runs `signedOut` (to the sign-in root).
 */
export function useIdleSignOut(
  beforeSignOut: () => Promise<unknown>,
  signedOut: () => void,
  idle?: () => void,
) {
  const [signOut] = useMutation(KioskSignOutMutationDocument);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let idleTimer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(timer);
      clearTimeout(idleTimer);
      if (idle) idleTimer = setTimeout(idle, IDLE_PAUSE_MS);
      timer = setTimeout(() => {
        void beforeSignOut()
          .catch(() => undefined)
          .then(() => signOut())
          .catch(() => undefined)
          .then(signedOut);
      }, IDLE_SIGN_OUT_MS);
    };
    const activity = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const name of activity) window.addEventListener(name, restart, { passive: true });
    restart();
    return () => {
      clearTimeout(timer);
      clearTimeout(idleTimer);
      for (const name of activity) window.removeEventListener(name, restart);
    };
  }, [beforeSignOut, signOut, signedOut, idle]);
}
