import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { lazyDialog } from '../../../../web/src/shared/lazy-dialog.tsx';
import { render } from '../../support/render.tsx';

// The kiosk's dialogs load when they open or are preloaded (web/src/shared/lazy-dialog.tsx): a
// failed load is tried again until it succeeds, and the dialog shows then.

function Shown({ open, title }: { open: boolean; title: string }) {
  return open ? <div role="dialog" aria-label={title} /> : null;
}

// Restored one by one: restoring all would also undo stand-ins a file sets up for all its tests.
const spies: MockInstance[] = [];
function quietWarnings() {
  const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  spies.push(spy);
  return spy;
}

afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
  vi.useRealTimers();
});

describe('a lazily loaded dialog', () => {
  it('loads nothing until it first opens', () => {
    const load = vi.fn(() => Promise.resolve(Shown));
    const Dialog = lazyDialog(load);
    render(<Dialog open={false} title="Pause" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens once a later attempt loads its code, when the first failed', async () => {
    const warn = quietWarnings();
    const load = vi
      .fn<() => Promise<typeof Shown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Shown);
    const Dialog = lazyDialog(load, [10, 20]);
    const { rerender } = render(<Dialog open={false} title="Pause" />);
    rerender(<Dialog open title="Pause" />);
    expect(await screen.findByRole('dialog', { name: 'Pause' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('tries again at once when it renders open again while waiting between attempts', async () => {
    quietWarnings();
    const load = vi
      .fn<() => Promise<typeof Shown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Shown);
    // A minute between attempts: only the new render can bring the second one.
    const Dialog = lazyDialog(load, [60_000]);
    const { rerender } = render(<Dialog open title="Pause" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Let the failure land and the wait begin.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Dialog open title="Pause" />);
    expect(await screen.findByRole('dialog', { name: 'Pause' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is loaded by preload() before anyone opens it, and then opens from it', async () => {
    const load = vi.fn(() => Promise.resolve(Shown));
    const Dialog = lazyDialog(load);
    Dialog.preload();
    Dialog.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Dialog open title="Filter Labels" />);
    expect(await screen.findByRole('dialog', { name: 'Filter Labels' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
