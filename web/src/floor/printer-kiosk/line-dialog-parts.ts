import { lazyDialog } from '../../shared/lazy-dialog.tsx';

// The line screen's dialogs load after the screen has shown itself (preloadLineDialogs), or when
// first opened if that comes sooner: antd's Modal, Radio, Checkbox and Divider stay out of its
// first load. A load that fails (the gateway restarting) is tried again until it succeeds, so a
// dialog that opens meanwhile shows once the gateway is back, and the screen never fails.
export const PauseDialog = lazyDialog(() =>
  import('./pause-dialog.tsx').then((m) => m.PauseDialog),
);
export const SupervisorCodeDialog = lazyDialog(() =>
  import('./supervisor-code-dialog.tsx').then((m) => m.SupervisorCodeDialog),
);
export const NoticeDialog = lazyDialog(() =>
  import('./notice-dialog.tsx').then((m) => m.NoticeDialog),
);
export const FilterLabelsDialog = lazyDialog(() =>
  import('./filter-labels-dialog.tsx').then((m) => m.FilterLabelsDialog),
);
export const TrainingLabelDialog = lazyDialog(() =>
  import('./training-label-dialog.tsx').then((m) => m.TrainingLabelDialog),
);
export const UnassignTailsDialog = lazyDialog(() =>
  import('./unassign-tails-dialog.tsx').then((m) => m.UnassignTailsDialog),
);

const dialogs = [
  PauseDialog,
  SupervisorCodeDialog,
  NoticeDialog,
  FilterLabelsDialog,
  TrainingLabelDialog,
  UnassignTailsDialog,
];

/** How long after the screen has shown itself, and the browser is idle, its dialogs load. */
export const PRELOAD_DELAY_MS = 3_000;

/**
 * Loads every dialog of the line screen soon after the screen has shown itself: by the time
 * anyone opens one (or the idle pause opens by itself) its code is there, even if the gateway
 * restarts in between. Answers a function that cancels what has not started yet.
 */
export function preloadLineDialogs(delayMs = PRELOAD_DELAY_MS): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    const load = () => dialogs.forEach((dialog) => dialog.preload());
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(load, { timeout: 2_000 });
    else load();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
