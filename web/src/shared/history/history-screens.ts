import { formatFacilityTime } from '@ops/schema/facility-time';
import { HISTORY_KINDS, HISTORY_SCREENS, type HistoryScreen } from '@ops/schema/history';

/** Each recorded screen in the navigation's words. */
export const SCREEN_LABELS: Record<HistoryScreen, string> = {
  pick_letters: 'Pick Letters',
  ice_restrictions: 'Ice Restrictions',
  planner: 'Pack Line Planner',
  label_status: 'Label Status Tracker',
  line_presets: 'Line Presets',
  login_code: 'Supervisor Code',
  printer_kiosk: 'Printer Kiosk',
  zone_display: 'Zone Display',
  floor_sessions: 'Floor sign-ins',
  operations: 'Operations',
};

export const SCREEN_OPTIONS = HISTORY_SCREENS.map((value) => ({
  value,
  label: SCREEN_LABELS[value],
}));

/** The kind filter's options: the screen's kinds, or every kind. */
export function kindOptions(screen: string | undefined) {
  return Object.entries(HISTORY_KINDS)
    .filter(([, info]) => screen === undefined || info.screen === screen)
    .map(([value, info]) => ({ value, label: info.label }));
}

/** When an entry was recorded, on the facility's clock: "Sat 11/28/2026 9:04 AM CST". */
export function formatRecordedAt(iso: string, timeZone: string): string {
  return formatFacilityTime(new Date(iso), timeZone);
}
