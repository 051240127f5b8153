/**
 * Realtime channels and their events, named exactly as the floor screens and admin screens know them.
 * The operations host publishes on them; the gateway bridges them to GraphQL subscriptions.
 */
export const channels = {
  /** Supervisor code cards of every facility: printer_login_code_refresh, naming its facility. */
  loginCode: () => 'pack_line_printer_login_code',
  /** Pack line planner of a facility: pack_line_updates, filters_updated. */
  planner: (abbreviatedName: string) => `pack_line_planner_updates_for_${abbreviatedName}`,
  /** A shipping region's label generation on a ship day. */
  labelStatus: (regionName: string, shipDate: string) => `label-status-${regionName}-${shipDate}`,
  /** Zone screens of a line: application_updates, refetch_zone_configuration. */
  pickToLight: (facility: string, line: string) => `pick_to_light_updates_${facility}_${line}`,
  /** Printer kiosks of a facility: application_updates. */
  printerApp: (slug: string) => `printer_app_updates_${slug}`,
  /** Printer kiosk of a line (facility abbreviation): refetch, filters_updated_by_planner. */
  printerUpdates: (facility: string, line: string) =>
    `pack_line_printer_updates_${facility}_${line}`,
  /** Printer sign-in management of a line: printer_unassignment. */
  printerManagement: (slug: string, line: string) => `printer_management_for_${slug}_${line}`,
  /**
   * Status wall of a facility (abbreviation), a channel of our own: refetch when a floor screen
   * goes offline or comes back.
   */
  packLineStatus: (facility: string) => `pack_line_status_updates_${facility}`,
  /**
   * History of a facility (abbreviation): history_recorded, with the entry. Admin users and API
   * keys only; a floor screen is refused (adminOnly below).
   */
  history: (facility: string) => `history_updates_${facility}`,
} as const;

export const events = {
  printerLoginCodeRefresh: 'printer_login_code_refresh',
  packLineUpdates: 'pack_line_updates',
  filtersUpdated: 'filters_updated',
  filtersUpdatedByPlanner: 'filters_updated_by_planner',
  labelsProgressUpdates: 'labels_progress_updates',
  postponedShipmentsUpdates: 'postponed_shipments_updates',
  labelsErrorUpdates: 'labels_error_updates',
  applicationUpdates: 'application_updates',
  refetchZoneConfiguration: 'refetch_zone_configuration',
  refetch: 'refetch',
  printerUnassignment: 'printer_unassignment',
} as const;

export type RealtimeEventName = (typeof events)[keyof typeof events];

/**
 * Whose a channel is: the facility named in it (by abbreviation or slug), the facility of the
 * shipping region named in it, or, for the supervisor codes, every facility's admin users (each
 * event names its facility and goes to callers of that facility only). A caller may listen only
 * to channels of facilities it may see (docs/security.md).
 */
export type ChannelScope =
  | { kind: 'admin' }
  | {
      kind: 'facility';
      by: 'abbreviation' | 'slug';
      value: string;
      /** Admin users and API keys of the facility only: a floor screen is refused. */
      adminOnly?: true;
    }
  | { kind: 'region'; regionName: string };

type ChannelName = keyof typeof channels;

const LINE = '([A-Z])';
const ABBREVIATION = '([A-Z]+)';
const SLUG = '([a-z_]+)';

/** How each channel of `channels` is read back; a channel missing here fails its test. */
const channelPatterns: Record<ChannelName, [RegExp, (match: RegExpMatchArray) => ChannelScope]> = {
  loginCode: [/^pack_line_printer_login_code$/, () => ({ kind: 'admin' })],
  planner: [
    new RegExp(`^pack_line_planner_updates_for_${ABBREVIATION}$`),
    (m) => ({ kind: 'facility', by: 'abbreviation', value: m[1]! }),
  ],
  labelStatus: [
    /^label-status-(.+)-(\d{4}-\d{2}-\d{2})$/,
    (m) => ({ kind: 'region', regionName: m[1]! }),
  ],
  pickToLight: [
    new RegExp(`^pick_to_light_updates_${ABBREVIATION}_${LINE}$`),
    (m) => ({ kind: 'facility', by: 'abbreviation', value: m[1]! }),
  ],
  printerApp: [
    new RegExp(`^printer_app_updates_${SLUG}$`),
    (m) => ({ kind: 'facility', by: 'slug', value: m[1]! }),
  ],
  printerUpdates: [
    new RegExp(`^pack_line_printer_updates_${ABBREVIATION}_${LINE}$`),
    (m) => ({ kind: 'facility', by: 'abbreviation', value: m[1]! }),
  ],
  printerManagement: [
    new RegExp(`^printer_management_for_${SLUG}_${LINE}$`),
    (m) => ({ kind: 'facility', by: 'slug', value: m[1]! }),
  ],
  packLineStatus: [
    new RegExp(`^pack_line_status_updates_${ABBREVIATION}$`),
    (m) => ({ kind: 'facility', by: 'abbreviation', value: m[1]! }),
  ],
  history: [
    new RegExp(`^history_updates_${ABBREVIATION}$`),
    (m) => ({ kind: 'facility', by: 'abbreviation', value: m[1]!, adminOnly: true }),
  ],
};

/** The channel's scope, or undefined for a name that is none of ours. */
export function channelScope(channel: string): ChannelScope | undefined {
  for (const [pattern, scope] of Object.values(channelPatterns)) {
    const match = channel.match(pattern);
    if (match) return scope(match);
  }
  return undefined;
}
