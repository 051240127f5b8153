import type { ComponentType } from 'react';
import { retryingLazy } from '../../shared/lazy-dialog.tsx';

/**
 * A part of the zone screen whose module loads when first shown. A load that fails (the gateway
 * restarting) is tried again until it succeeds, the part's Suspense fallback showing meanwhile:
 * the screen never fails for it, and the part appears once the gateway is back.
 */
const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) => retryingLazy(load)[0];

// What only QA zones, pallet zones and beta boxes show, and the sign-in a screen needs once,
// load when first needed: most screens never show them, and the first load of a zone screen is
// kept small for the cheap screens on the line.
export const QaPanel = lazyPart(() => import('./qa-panel.tsx').then((m) => m.QaPanel));
export const QaPickList = lazyPart(() => import('./qa-panel.tsx').then((m) => m.QaPickList));
export const QaDialog = lazyPart(() => import('./qa-dialog.tsx').then((m) => m.QaDialog));
export const BetaBoxPanel = lazyPart(() =>
  import('./box-contents.tsx').then((m) => m.BetaBoxPanel),
);
export const ZoneSignIn = lazyPart(() => import('./zone-sign-in.tsx').then((m) => m.ZoneSignIn));
export const PalletView = lazyPart(() => import('./pallet-view.tsx').then((m) => m.PalletView));
