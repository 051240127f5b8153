import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInPageMutationDocument } from '../../../../web/src/generated/graphql.ts';
import { firstAdminPath } from '../../../../web/src/app/route-registry.ts';
import type * as NextPage from '../../../../web/src/features/sign-in/next-page.ts';
import { loadFullPage } from '../../../../web/src/features/sign-in/next-page.ts';
// Loaded up front: the route is lazy, and transforming it in the first test would eat its time.
import '../../../../web/src/app/layout/admin-layout.tsx';
import '../../../../web/src/features/sign-in/sign-in-page.tsx';
import { currentPath, renderApp } from '../../support/render-app.tsx';
import { demoUser, loginCodePageMocks, viewerMock } from '../../support/mocks.ts';

// jsdom cannot load another page (and window.location cannot be spied on): the full page load
// is recorded instead. Which paths get one is the real rule.
vi.mock('../../../../web/src/features/sign-in/next-page.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof NextPage>()),
  loadFullPage: vi.fn(),
}));

const credentials = { email: 'dana@example.com', password: 'secret-password' };

function signInMock(result: { user: typeof demoUser | null; message?: string }) {
  return {
    request: { query: SignInPageMutationDocument, variables: { input: credentials } },
    result: {
      data: {
        signIn: {
          __typename: 'SignInPayload',
          user: result.user,
          userErrors: result.message
            ? [{ __typename: 'UserError', field: [], message: result.message }]
            : [],
        },
      },
    },
  };
}

async function submit() {
  await userEvent.type(await screen.findByLabelText('Email'), credentials.email);
  await userEvent.type(screen.getByLabelText('Password'), credentials.password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  afterEach(() => vi.mocked(loadFullPage).mockClear());

  it('shows the Email and Password fields and a Sign in button', async () => {
    renderApp('/login', []);

    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("shows the gateway's message when the sign-in fails", async () => {
    const { router } = renderApp('/login', [
      signInMock({ user: null, message: 'Incorrect email or password.' }),
    ]);

    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(currentPath(router)).toBe('/login');
  });

  it('goes to the next path after signing in', async () => {
    const { router } = renderApp('/login?next=%2Fadmin%2Flogin_code', [
      signInMock({ user: demoUser }),
      viewerMock(),
      ...loginCodePageMocks('48213'),
    ]);

    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent('48213');
    // The card fills in the user's facility as it opens.
    expect(currentPath(router)).toBe('/admin/login_code?facility=1');
    expect(screen.getByText(demoUser.name)).toBeInTheDocument();
    // An app route: client-side navigation, no page load.
    expect(loadFullPage).not.toHaveBeenCalled();
  });

  it('opens the GraphQL explorer with a full page load after signing in', async () => {
    // The gateway serves /graphql itself and sends a signed-out browser here with next=/graphql.
    const { router } = renderApp('/login?next=%2Fgraphql%3Fquery%3D%257B__typename%257D', [
      signInMock({ user: demoUser }),
    ]);

    await submit();

    await vi.waitFor(() =>
      expect(loadFullPage).toHaveBeenCalledWith('/graphql?query=%7B__typename%7D'),
    );
    expect(loadFullPage).toHaveBeenCalledTimes(1);
    // The router did not go there: it has no such screen and would show not-found.
    expect(currentPath(router)).toBe('/login?next=%2Fgraphql%3Fquery%3D%257B__typename%257D');
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it('ignores a next parameter that leaves the site', async () => {
    const { router } = renderApp('/login?next=%2F%2Fevil.example%2Fadmin', [
      signInMock({ user: demoUser }),
      viewerMock(),
    ]);

    await submit();

    // The first admin screen, not the other site.
    expect(await screen.findByText('Pick Letters', { selector: 'h3' })).toBeInTheDocument();
    expect(currentPath(router)).toBe(firstAdminPath);
  });
});
