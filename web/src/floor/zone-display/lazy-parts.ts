import { lazy } from 'react';

// What only QA zones, pallet zones and beta boxes show, and the sign-in a screen needs once, load when first
// needed: most screens never show them, and the first load of a zone screen is kept small for
// the cheap screens on the line.
export const QaPanel = lazy(() => import('./qa-panel.tsx').then((m) => ({ default: m.QaPanel })));
export const QaPickList = lazy(() =>
  import('./qa-panel.tsx').then((m) => ({ default: m.QaPickList })),
);
export const QaDialog = lazy(() =>
  import('./qa-dialog.tsx').then((m) => ({ default: m.QaDialog })),
);
export const BetaBoxPanel = lazy(() =>
  import('./box-contents.tsx').then((m) => ({ default: m.BetaBoxPanel })),
);
export const ZoneSignIn = lazy(() =>
  import('./zone-sign-in.tsx').then((m) => ({ default: m.ZoneSignIn })),
);
export const PalletView = lazy(() =>
  import('./pallet-view.tsx').then((m) => ({ default: m.PalletView })),
);
