import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { KioskSessionQueryDocument } from '../../generated/graphql.ts';
import { kioskRoot } from './kiosk-choice.ts';

/**
 * The kiosk's floor session for the facility of the address; a screen past the sign-in sends
 * the kiosk back to the sign-in root when there is none (never signed in, expired, signed out).
 */
export function useKioskSession() {
  const { packingFacilitySlug = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading } = useQuery(KioskSessionQueryDocument, { fetchPolicy: 'network-only' });
  const session = data?.floorSession;
  const signedIn = !!session && session.packingFacility.slug === packingFacilitySlug;
  useEffect(() => {
    if (!loading && data && !signedIn)
      void navigate(kioskRoot(packingFacilitySlug), { replace: true });
  }, [loading, data, signedIn, navigate, packingFacilitySlug]);
  return { slug: packingFacilitySlug, session: signedIn ? session : null, loading };
}
