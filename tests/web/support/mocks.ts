import type { MockLink } from '@apollo/client/testing';
import {
  AdminLayoutViewerQueryDocument,
  LoginCodeCardQueryDocument,
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

export function loginCodeMock(code: string): MockLink.MockedResponse {
  return {
    request: { query: LoginCodeCardQueryDocument },
    result: { data: { supervisorLoginCode: { __typename: 'SupervisorLoginCode', code } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
