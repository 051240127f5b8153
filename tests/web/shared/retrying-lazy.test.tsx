import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryingLazy } from '../../../web/src/shared/lazy-dialog.tsx';
import { render } from '../support/render.tsx';

// The zone screen's QA, pallet, beta box and sign-in parts (web/src/floor/zone-display/lazy-parts.ts)
// are such components: a part whose code could not be fetched (the gateway restarting) shows
// once a later attempt brings it, and the screen around it keeps working meanwhile.

function QaPanel() {
  return <section aria-label="QA" />;
}

afterEach(() => vi.restoreAllMocks());

describe('a lazy part that tries its load again', () => {
  it('shows the fallback while its code is missing, then the part, never an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof QaPanel>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(QaPanel);
    const [Part] = retryingLazy(load, [20]);
    render(
      <main>
        <p>Ready To Scan</p>
        <Suspense fallback={<p>loading</p>}>
          <Part />
        </Suspense>
      </main>,
    );
    expect(screen.getByText('Ready To Scan')).toBeInTheDocument();
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'QA' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
