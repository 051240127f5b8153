import type { ComponentType } from 'react';

export interface FloorScreen {
  /** Route path from the root, e.g. ':packingFacilitySlug/pack_line_printer'. */
  path: string;
  /** The screen's module, loaded when the route is first visited. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The floor screens (printer kiosk, zone display, status wall): outside the admin shell, each
 * with its own look and its own bundle, and each handling its own sign-in (a floor session made
 * with the supervisor's code), so an expired session never sends a floor screen to the admin
 * sign-in page.
 */
export const floorScreens: readonly FloorScreen[] = [
  {
    path: ':packingFacilitySlug/pack_line_printer',
    load: () => import('../floor/printer-kiosk/sign-in-page.tsx'),
  },
  {
    path: ':packingFacilitySlug/pack_line_printer/line_selector',
    load: () => import('../floor/printer-kiosk/line-selector-page.tsx'),
  },
  {
    path: ':packingFacilitySlug/pack_line_printer/confirmation',
    load: () => import('../floor/printer-kiosk/confirmation-page.tsx'),
  },
  {
    // line_{packLineName}
    path: ':packingFacilitySlug/pack_line_printer/:lineSegment',
    load: () => import('../floor/printer-kiosk/line-page.tsx'),
  },
  {
    path: ':packingFacilitySlug/pack_line_printer/:lineSegment/remaining_meals',
    load: () => import('../floor/printer-kiosk/remaining-meals-page.tsx'),
  },
  {
    path: ':packingFacilityAbbreviation/:packLine/:zoneId',
    load: () => import('../floor/zone-display/zone-display-page.tsx'),
  },
  { path: 'status', load: () => import('../floor/status-wall/status-wall-page.tsx') },
  { path: 'status/:facilitySlug', load: () => import('../floor/status-wall/status-wall-page.tsx') },
];

/** / is the zone screen (its zone kept in browser storage); admin lives at /admin. */
export const rootScreen: FloorScreen['load'] = () =>
  import('../floor/zone-display/zone-display-page.tsx');
