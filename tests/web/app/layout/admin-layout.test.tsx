import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminScreens } from '../../../../web/src/app/route-registry.ts';
import {
  AdminLayoutSignOutMutationDocument,
  AdminLayoutViewerQueryDocument,
} from '../../../../web/src/generated/graphql.ts';
// Loaded up front: the routes are lazy, and transforming them in the first test would eat its time.
import '../../../../web/src/app/layout/admin-layout.tsx';
import '../../../../web/src/features/login-code/login-code-page.tsx';
import { currentPath, renderApp } from '../../support/render-app.tsx';
import { demoUser, loginCodePageMocks, viewerMock } from '../../support/mocks.ts';

describe('admin layout', () => {
  it('lists exactly the registered screens in the navigation', async () => {
    renderApp('/admin/login_code', [viewerMock(), ...loginCodePageMocks('48213')]);

    const nav = await screen.findByRole('navigation', { name: 'Admin screens' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(adminScreens.flatMap((s) => (s.navLabel ? [s.navLabel] : [])));
    expect(within(nav).getByRole('link', { name: 'Supervisor Code' })).toHaveAttribute(
      'href',
      '/admin/login_code',
    );
  });

  it('marks the current screen, and Tab goes from one entry to the next', async () => {
    renderApp('/admin/login_code', [viewerMock(), ...loginCodePageMocks('48213')]);

    const nav = await screen.findByRole('navigation', { name: 'Admin screens' });
    const links = within(nav).getAllByRole('link');
    const current = within(nav).getByRole('link', { name: 'Supervisor Code' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([current]);

    // Each link is a tab stop (the menu's arrow keys, which need a laid-out page, are checked
    // in the browser: e2e/accessibility.spec.ts).
    act(() => links[0]!.focus());
    await userEvent.tab();
    expect(links[1]).toHaveFocus();
  });

  it('Enter on a focused entry opens its screen', async () => {
    const { router } = renderApp('/admin/no_such_screen', [
      viewerMock(),
      ...loginCodePageMocks('48213'),
    ]);

    const nav = await screen.findByRole('navigation', { name: 'Admin screens' });
    const card = within(nav).getByRole('link', { name: 'Supervisor Code' });
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    act(() => card.focus());
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('48213');
    expect(currentPath(router)).toBe('/admin/login_code?facility=1');
    expect(card).toHaveAttribute('aria-current', 'page');
  });

  it("shows the product name and the signed-in user's name", async () => {
    renderApp('/admin/login_code', [viewerMock(), ...loginCodePageMocks('48213')]);

    expect(await screen.findByText('Packing Operations')).toBeInTheDocument();
    expect(screen.getByText(demoUser.name)).toBeInTheDocument();
  });

  it('says when the account cannot be read, and Try again reads it again', async () => {
    renderApp('/admin/login_code', [
      { request: { query: AdminLayoutViewerQueryDocument }, error: new Error('Network down') },
      viewerMock(),
      ...loginCodePageMocks('48213'),
    ]);

    expect(await screen.findByText('Could not load your account')).toBeInTheDocument();
    expect(screen.getByText('Network down')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin screens' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Admin screens' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load your account')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to sign in, keeping where they were going', async () => {
    const { router } = renderApp('/admin/login_code', [viewerMock(null)]);

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login?next=%2Fadmin%2Flogin_code');
  });

  it('signing out ends the session, forgets the cached data and goes to sign-in', async () => {
    const { router, client } = renderApp('/admin/login_code', [
      viewerMock(),
      ...loginCodePageMocks('48213'),
      {
        request: { query: AdminLayoutSignOutMutationDocument },
        result: { data: { signOut: { __typename: 'SignOutPayload', signedOut: true } } },
      },
    ]);

    await userEvent.click(await screen.findByRole('button', { name: /Sign out/ }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    await waitFor(() => expect(client.extract()).toEqual({}));
  });
});
