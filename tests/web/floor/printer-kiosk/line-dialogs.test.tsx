import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as parts from '../../../../web/src/floor/printer-kiosk/line-dialog-parts.ts';
import { LineDialogs } from '../../../../web/src/floor/printer-kiosk/line-dialogs.tsx';
import { lazyDialog } from '../../../../web/src/shared/lazy-dialog.tsx';
import { render } from '../../support/render.tsx';
import { ignorePseudoElementStyles } from '../../features/line-presets/jsdom-styles.ts';

ignorePseudoElementStyles();

// The line screen's dialogs load after the screen (line-dialog-parts.ts): a failed load is tried
// again until it succeeds, and the dialog shows then. The flow in Chromium, with the chunk's
// requests refused, is in e2e/printer-kiosk-line-actions.spec.ts.

function Shown({ open, title }: { open: boolean; title: string }) {
  return open ? <div role="dialog" aria-label={title} /> : null;
}

// Restored one by one: restoring all would also undo ignorePseudoElementStyles' stand-in.
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

describe('the line screen’s dialogs', () => {
  it('are all preloaded after the delay, and none before', () => {
    vi.useFakeTimers();
    const dialogs = [
      parts.PauseDialog,
      parts.SupervisorCodeDialog,
      parts.NoticeDialog,
      parts.FilterLabelsDialog,
      parts.TrainingLabelDialog,
      parts.UnassignTailsDialog,
    ];
    const preloads = dialogs.map((dialog) =>
      vi.spyOn(dialog, 'preload').mockImplementation(() => undefined),
    );
    spies.push(...preloads);
    const cancel = parts.preloadLineDialogs(3_000);
    vi.advanceTimersByTime(2_999);
    for (const preload of preloads) expect(preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // jsdom has no requestIdleCallback: the preload runs when the delay ends.
    for (const preload of preloads) expect(preload).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('shows NEW PALLET NEEDED with its changes, closed by OK', async () => {
    const closePallet = vi.fn();
    render(
      <LineDialogs
        pallet={['Box size 16" → 20"']}
        closePallet={closePallet}
        earlier={[]}
        closeEarlier={vi.fn()}
        complete
      />,
    );
    expect(screen.getByText('Boxing is Complete!')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'NEW PALLET NEEDED' });
    expect(within(dialog).getByText('Box size 16" → 20"')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'ALERT' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /OK$/ }));
    expect(closePallet).toHaveBeenCalled();
  });
});
