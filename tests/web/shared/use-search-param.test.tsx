import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDefaultSearchParams } from '../../../web/src/shared/use-default-search-params.ts';
import { useSearchParam } from '../../../web/src/shared/use-search-param.ts';
import { render } from '../support/render.tsx';

// Choices kept in the address: a write starts from what the writes before it asked for, even
// before the router shows them, so that two in one go keep both.

/**
 * A screen on which the person's facility choice (once, as a click is) and the default menu it
 * fills in are written in one go, before the router shows either; and buttons choosing
 * facility 2 and menu 7.
 */
function Screen({ choosesAtOnce }: { choosesAtOnce: boolean }) {
  const [facility, setFacility] = useSearchParam('facility', { replace: true });
  const [menu, setMenu] = useSearchParam('menu');
  const chosen = useRef(!choosesAtOnce);
  useEffect(() => {
    if (chosen.current) return;
    chosen.current = true;
    setFacility('1');
  }, [setFacility]);
  useDefaultSearchParams({ menu: '5' });
  return (
    <>
      <p>{`facility ${facility ?? '-'} menu ${menu ?? '-'}`}</p>
      <button onClick={() => setFacility('2')}>Facility 2</button>
      <button onClick={() => setMenu('7')}>Menu 7</button>
    </>
  );
}

function renderAt(path: string, choosesAtOnce: boolean) {
  const router = createMemoryRouter(
    [{ path: '/', element: <Screen choosesAtOnce={choosesAtOnce} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const searchOf = (router: ReturnType<typeof createMemoryRouter>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('choices kept in the address', () => {
  it('keeps a facility chosen as the default menu is filled in, both written in one go', async () => {
    const router = renderAt('/', true);
    await waitFor(() => expect(screen.getByText('facility 1 menu 5')).toBeVisible());
    expect(searchOf(router)).toEqual({ facility: '1', menu: '5' });
  });

  it('starts a later choice from the address shown: nothing asked for before comes back', async () => {
    const router = renderAt('/?tab=meal', true);
    await waitFor(() => expect(screen.getByText('facility 1 menu 5')).toBeVisible());
    await act(() => router.navigate('/?menu=9'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Facility 2' }));
    await waitFor(() => expect(screen.getByText('facility 2 menu 9')).toBeVisible());
    expect(searchOf(router)).toEqual({ facility: '2', menu: '9' });
  });

  it('never takes up a write that another address overtook, at the same query string or not', async () => {
    const router = renderAt('/', false);
    await waitFor(() => expect(screen.getByText('facility - menu 5')).toBeVisible());
    // The person chooses facility 2 as the address is taken, in the same go, to a new entry with
    // the query string it had: the choice never shows.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Facility 2' }));
      await router.navigate('/?menu=5');
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu 7' }));
    await waitFor(() => expect(screen.getByText('facility - menu 7')).toBeVisible());
    expect(searchOf(router)).toEqual({ menu: '7' });
  });
});
