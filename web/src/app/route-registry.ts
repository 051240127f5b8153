import type { ComponentType } from 'react';

export interface AdminScreen {
  /** Route path under /admin, e.g. 'login_code' or 'pick_to_light_presets/:packingFacilityId'. */
  path: string;
  /** Label in the admin navigation; routes without one (detail pages) are not listed. */
  navLabel?: string;
  /** The screen's module, loaded when the route is first visited. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Every admin screen, in navigation order. The router and the admin navigation are both built
 * from this list, so a screen appears in the menu exactly when its route exists.
 */
export const adminScreens: readonly AdminScreen[] = [
  {
    path: 'pick_letters',
    navLabel: 'Pick Letters',
    load: () => import('../features/pick-letters/pick-letters-page.tsx'),
  },
  {
    path: 'ops_ice_restrictions',
    navLabel: 'Ice Restrictions',
    load: () => import('../features/ice-restrictions/ice-restrictions-page.tsx'),
  },
  {
    path: 'pack_line_planner',
    navLabel: 'Pack Line Planner',
    load: () => import('../features/planner/planner-page.tsx'),
  },
  {
    path: 'label_status_tracker',
    navLabel: 'Label Status Tracker',
    load: () => import('../features/label-status/label-status-page.tsx'),
  },
  {
    path: 'pick_to_light_presets',
    navLabel: 'Line Presets',
    load: () => import('../features/line-presets/preset-list-page.tsx'),
  },
  {
    path: 'pick_to_light_presets/:packingFacilityId',
    load: () => import('../features/line-presets/preset-list-page.tsx'),
  },
  {
    path: 'pick_to_light_presets/:packingFacilityId/:presetId/edit',
    load: () => import('../features/line-presets/preset-editor-page.tsx'),
  },
  {
    path: 'pick_to_light_presets/:packingFacilityId/:presetId/view',
    load: () => import('../features/line-presets/preset-viewer-page.tsx'),
  },
  {
    path: 'login_code',
    navLabel: 'Supervisor Code',
    load: () => import('../features/login-code/login-code-page.tsx'),
  },
  {
    path: 'history',
    navLabel: 'History',
    load: () => import('../features/history/history-page.tsx'),
  },
];

export function adminPath(screenPath: string): string {
  return `/admin/${screenPath}`;
}

/** Where / and /admin lead: the first screen listed in the navigation. */
export const firstAdminPath = adminPath(adminScreens.find((screen) => screen.navLabel)?.path ?? '');
