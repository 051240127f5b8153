import type { ApolloClient } from '@apollo/client';
import type { createBrowserRouter } from 'react-router';
import { SIGN_IN_PATH, signInPath } from '../shared/sign-in-path.ts';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The signed-out state of the admin side: leave for the sign-in page (coming back here
 * afterwards), then forget everything the previous session fetched. Navigating first unmounts
 * the screens, so clearing the cache does not leave their in-flight queries failing on screen.
 * Floor screens (outside /admin) sign in with the supervisor's code on their own screen, so they
 * handle UNAUTHENTICATED themselves.
 */
export function createSignedOutHandler(
  router: AppRouter,
  getClient: () => ApolloClient,
): () => void {
  let leaving = false;
  return () => {
    const { pathname, search, hash } = router.state.location;
    // Several operations often fail together; one navigation is enough.
    if (leaving || pathname === SIGN_IN_PATH || !isAdminPath(pathname)) return;
    leaving = true;
    router
      .navigate(signInPath(`${pathname}${search}${hash}`), { replace: true })
      .then(() => getClient().clearStore())
      .catch(() => undefined)
      .finally(() => {
        leaving = false;
      });
  };
}
