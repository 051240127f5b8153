import { lazy, type ComponentType } from 'react';

/**
 * A component whose module loads the first time it renders (inside a Suspense boundary): for
 * dialogs, drawers and other parts a screen does not show at first, so their code (and the
 * libraries only they use) stays out of the screen's first load.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
