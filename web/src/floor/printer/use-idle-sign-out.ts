import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { KioskSignOutMutationDocument } from '../../generated/graphql.ts';

/** Floor spec §9: the printer screen signs out after 2,580,000 ms (43 min) without a touch. */
export const IDLE_SIGN_OUT_MS = 2_580_000;

/** Signs the kiosk out after the idle time, then runs `signedOut` (to the sign-in root). */
export function useIdleSignOut(beforeSignOut: () => Promise<unknown>, signedOut: () => void) {
  const [signOut] = useMutation(KioskSignOutMutationDocument);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(timer);
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
      for (const name of activity) window.removeEventListener(name, restart);
    };
  }, [beforeSignOut, signOut, signedOut]);
}
