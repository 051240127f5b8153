import type { ApolloClient } from '@apollo/client';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createSignedOutHandler } from '../../../web/src/app/session.ts';

function routerAt(path: string) {
  return createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
}

describe('the signed-out state', () => {
  it('an admin page leaves for the sign-in page, to come back afterwards, and forgets the cache', async () => {
    const router = routerAt('/admin/pick_letters?facility=1');
    const clearStore = vi.fn(async () => []);
    createSignedOutHandler(router, () => ({ clearStore }) as unknown as ApolloClient)();
    await vi.waitFor(() => expect(clearStore).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/admin/pick_letters?facility=1',
    );
  });

  it('a floor screen stays where it is: it signs in on its own screen', async () => {
    const router = routerAt('/chicago/pack_line_printer/line_A');
    const clearStore = vi.fn(async () => []);
    createSignedOutHandler(router, () => ({ clearStore }) as unknown as ApolloClient)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/chicago/pack_line_printer/line_A');
    expect(clearStore).not.toHaveBeenCalled();
  });
});
