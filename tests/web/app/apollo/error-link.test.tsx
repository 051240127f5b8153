import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isUnauthenticated } from '../../../../web/src/app/apollo/error-link.ts';
import { LoginCodeFacilitiesQueryDocument } from '../../../../web/src/generated/graphql.ts';
import { currentPath, renderApp } from '../../support/render-app.tsx';
import { viewerMock } from '../../support/mocks.ts';

function graphQLErrors(code: string) {
  return new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: 'Not allowed', extensions: { code } }],
  });
}

describe('error link', () => {
  it('sends an UNAUTHENTICATED error to the sign-in page and clears the cache', async () => {
    const { router, client } = renderApp('/admin/login_code', [
      viewerMock(),
      {
        request: { query: LoginCodeFacilitiesQueryDocument },
        result: {
          data: null,
          errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }],
        },
      },
    ]);

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login?next=%2Fadmin%2Flogin_code');
    await waitFor(() => expect(client.extract()).toEqual({}));
  });

  it('treats only UNAUTHENTICATED and HTTP 401 as signed out', () => {
    expect(isUnauthenticated(graphQLErrors('UNAUTHENTICATED'))).toBe(true);
    expect(isUnauthenticated(graphQLErrors('FORBIDDEN'))).toBe(false);
    expect(isUnauthenticated(graphQLErrors('UPSTREAM_UNAVAILABLE'))).toBe(false);
    const response = new Response('', { status: 401 });
    expect(isUnauthenticated(new ServerError('Unauthorized', { response, bodyText: '' }))).toBe(
      true,
    );
    expect(isUnauthenticated(new Error('network down'))).toBe(false);
  });
});
