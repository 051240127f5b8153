import { lazy, type ComponentType } from 'react';

/**
 * A component whose module loads the first time it renders (inside a Suspense boundary): for
 * dialogs, drawers and other parts a screen does not show at first, so their code (and the
 * libraries only they use) stays out of the screen's first load. A failed load fails the render
 * (the route's error boundary shows); a floor screen that must keep working through a restart of
 * the server uses `lazyDialog` (lazy-dialog.tsx), which tries again until the code arrives.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
