import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstAdminPath } from '../../../web/src/app/route-registry.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';
import { viewerMock } from '../support/mocks.ts';

describe('router', () => {
  it('shows the not-found page with a link home on an unknown path', async () => {
    // Three segments would be a zone screen's address (/{facility}/{line}/{zone}).
    renderApp('/no/such/page/here', []);

    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/admin');
  });

  it('sends a visitor of an unknown admin path to sign in, keeping the path to come back to', async () => {
    const { router } = renderApp('/admin/no_such_screen', [viewerMock(null)]);

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login?next=%2Fadmin%2Fno_such_screen');
  });

  it('shows a signed-in admin the not-found page inside the admin layout on an unknown admin path', async () => {
    const { router } = renderApp('/admin/no_such_screen', [viewerMock()]);

    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin screens' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/no_such_screen');
  });

  it('sends /admin to the first admin screen', async () => {
    const { router } = renderApp('/admin', [viewerMock()]);

    // Pick Letters is listed first.
    expect(await screen.findByText('Pick Letters', { selector: 'h3' })).toBeInTheDocument();
    expect(currentPath(router)).toBe(firstAdminPath);
    expect(firstAdminPath).toBe('/admin/pick_letters');
  });

  it('/ is the zone screen: without a zone it asks for a zone configuration barcode', async () => {
    window.localStorage.clear();
    const { router } = renderApp('/', []);

    expect(
      await screen.findByText('This screen has no zone. Scan a zone configuration barcode.'),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });
});
