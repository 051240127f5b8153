import { useMutation } from '@apollo/client/react';
import { FloorCodeSignInMutationDocument } from '../generated/graphql.ts';

/**
 * A floor screen's sign-in with the supervisor's 5-digit code (zone screens, the status wall):
 * resolves to null when signed in, else the message to show.
 */
export function useFloorCodeSignIn(slug: string, fallbackMessage: string) {
  const [signIn, { loading }] = useMutation(FloorCodeSignInMutationDocument);
  const submit = async (code: string): Promise<string | null> => {
    const result = await signIn({
      variables: { input: { packingFacilitySlug: slug, loginCode: code } },
    }).catch(() => null);
    const payload = result?.data?.floorSignIn;
    return payload?.session ? null : (payload?.userErrors[0]?.message ?? fallbackMessage);
  };
  return { submit, loading };
}
