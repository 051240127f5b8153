import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SignInPageMutationDocument } from '../../generated/graphql.ts';
import type { SignInInput } from '../../generated/graphql.ts';

export interface SignInResult {
  signedIn: boolean;
  /** The gateway's userErrors messages, e.g. 'Incorrect email or password.' */
  errors: string[];
}

/**
 * Signs in. The cached `viewer` (null, from the guard that sent the user here) is dropped, so the
 * admin layout asks for the now signed-in viewer instead of bouncing back to this page.
 */
export function useSignIn(): {
  signIn: (input: SignInInput) => Promise<SignInResult>;
  loading: boolean;
} {
  const [mutate, { loading }] = useMutation(SignInPageMutationDocument, {
    update(cache, { data }) {
      if (!data?.signIn.user) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'viewer' });
      cache.gc();
    },
  });

  const signIn = useCallback(
    async (input: SignInInput): Promise<SignInResult> => {
      const { data } = await mutate({ variables: { input } });
      const payload = data?.signIn;
      return {
        signedIn: Boolean(payload?.user),
        errors: payload?.userErrors.map((userError) => userError.message) ?? [],
      };
    },
    [mutate],
  );

  return { signIn, loading };
}
