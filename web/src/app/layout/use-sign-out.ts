import { useApolloClient, useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AdminLayoutSignOutMutationDocument } from '../../generated/graphql.ts';
import { SIGN_IN_PATH } from '../../shared/sign-in-path.ts';
import { isUnauthenticated } from '../apollo/error-link.ts';

/** Ends the session, then leaves for the sign-in page and forgets the cached data. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [mutate, { loading }] = useMutation(AdminLayoutSignOutMutationDocument);

  const signOut = useCallback(async () => {
    try {
      await mutate();
    } catch (error) {
      // Already signed out: the error link is taking the user to the sign-in page.
      if (isUnauthenticated(error)) return;
      // The session may still be valid: stay, rather than pretend the user is signed out.
      void message.error('Could not sign out. Please try again.');
      return;
    }
    await navigate(SIGN_IN_PATH, { replace: true });
    await client.clearStore();
  }, [client, message, mutate, navigate]);

  return { signOut, signingOut: loading };
}
