import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** Waits between failed attempts: 1, 2, 4 and 8 s, then every 15 s for as long as the page lives. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * `load` (a dynamic import) made to succeed eventually: a failed attempt (the server restarting,
 * the network gone) is tried again after a backoff, for ever, and the promise never rejects.
 * Every call answers the same promise; a call while it waits between attempts tries again at
 * once (a dialog opened again does not wait out the backoff).
 *
 * Trying the same import again is enough where failed fetches are not cached in the module map,
 * as the HTML standard now says: Chromium 156 (the one the flows run in) fetches the module again,
 * and any static import of it whose fetch failed, and keeps the modules that loaded. A browser
 * that caches the failure keeps failing until the page reloads (a query suffix on the chunk's
 * address, the usual workaround there, would load a second copy of the chunk and not help when
 * what failed is one of the chunks it imports).
 * Vite's preload helper dispatches `vite:preloadError` on each failure and rethrows the error
 * when no listener cancels the event: the app does not listen, so the failure reaches the loop
 * here (a listener that reloaded the page would show the browser's error page while the gateway
 * is down).
 */
export function retryingImport<T>(
  load: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): () => Promise<T> {
  let result: Promise<T> | undefined;
  let tryNow: (() => void) | undefined;
  return () => {
    if (result) {
      tryNow?.();
      return result;
    }
    result = (async () => {
      for (let failures = 0; ; failures += 1) {
        try {
          return await load();
        } catch (error) {
          // eslint-disable-next-line no-console -- the browser's log is where a kiosk's trouble shows
          console.warn('A part of the screen could not be loaded; trying again.', error);
          await new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              tryNow = undefined;
              resolve();
            };
            const timer = setTimeout(done, delays[Math.min(failures, delays.length - 1)]);
            tryNow = done;
          });
        }
      }
    })();
    return result;
  };
}

/**
 * A `React.lazy` component whose load is tried again until it succeeds (`retryingImport`): while
 * it waits, the nearest Suspense fallback shows, and the render never fails for it. Answers the
 * component and its load (calling it starts the load, or tries again at once).
 */
export function retryingLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  retryDelays: readonly number[] = RETRY_DELAYS_MS,
): [ComponentType<P>, () => Promise<ComponentType<P>>] {
  const loadOnce = retryingImport(load, retryDelays);
  // Typed as the component it stands for: React's types for lazy do not take a generic P back.
  const Lazy = lazy(async () => ({ default: await loadOnce() })) as unknown as ComponentType<P>;
  return [Lazy, loadOnce];
}

/**
 * A dialog whose module loads when it first opens, or before when `preload()` is called (a
 * screen preloads its dialogs once it has shown itself). A failed load is tried again (see
 * `retryingImport`) rather than failing the screen: the dialog shows once its code arrives.
 * Nothing renders (and nothing loads) until `open` is first true; after that the dialog stays
 * mounted, so it closes as the dialog itself closes, and its state lasts as it did before.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
  retryDelays: readonly number[] = RETRY_DELAYS_MS,
) {
  const [Lazy, loadOnce] = retryingLazy(load, retryDelays);
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    // Opened while its code is still missing: each render (another tap) tries again at once.
    useEffect(() => {
      if (props.open) void loadOnce();
    });
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: () => void loadOnce() });
}
