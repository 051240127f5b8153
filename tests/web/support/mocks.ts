import type { MockLink } from '@apollo/client/testing';
import {
  AdminLayoutViewerQueryDocument,
  LoginCodeCardQueryDocument,
  LoginCodeFacilitiesQueryDocument,
} from '../../../web/src/generated/graphql.ts';

export const demoUser = {
  __typename: 'User',
  id: 'u1',
  name: 'Dana Reyes',
  email: 'dana@example.com',
} as const;

export function viewerMock(viewer: typeof demoUser | null = demoUser): MockLink.MockedResponse {
  return {
    request: { query: AdminLayoutViewerQueryDocument },
    result: { data: { viewer } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const chicago = { __typename: 'PackingFacility', id: '1', name: 'Chicago', slug: 'chicago' };
export const skyview = { __typename: 'PackingFacility', id: '7', name: 'Skyview', slug: 'skyview' };

/** The code card's facilities: the signed-in user's. */
export function codeFacilitiesMock(
  facilities: ReadonlyArray<typeof chicago | typeof skyview> = [chicago],
): MockLink.MockedResponse {
  return {
    request: { query: LoginCodeFacilitiesQueryDocument },
    result: { data: { accessiblePackingFacilities: facilities } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A facility's current supervisor code. */
export function loginCodeMock(code: string, packingFacilityId = '1'): MockLink.MockedResponse {
  return {
    request: { query: LoginCodeCardQueryDocument, variables: { packingFacilityId } },
    result: { data: { supervisorLoginCode: { __typename: 'SupervisorLoginCode', code } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** What the code card reads for a user of Chicago alone whose code is `code`. */
export const loginCodePageMocks = (code: string) => [codeFacilitiesMock(), loginCodeMock(code)];
