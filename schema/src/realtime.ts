/**
 * Realtime channels and their events, named exactly as the spec names them (admin §7, floor §7).
 * The operations host publishes on them; the gateway bridges them to GraphQL subscriptions.
 */
export const channels = {
  /** Supervisor code card: printer_login_code_refresh. */
  loginCode: () => 'pack_line_printer_login_code',
  /** Pack line planner of a facility: pack_line_updates, filters_updated. */
  planner: (abbreviatedName: string) => `pack_line_planner_updates_for_${abbreviatedName}`,
  /** A shipping region's label generation on a ship day. */
  labelStatus: (regionName: string, shipDate: string) => `label-status-${regionName}-${shipDate}`,
  /** Zone screens of a line: application_updates, refetch_zone_configuration. */
  pickToLight: (facility: string, line: string) => `pick_to_light_updates_${facility}_${line}`,
  /** Printer kiosks of a facility: application_updates. */
  printerApp: (slug: string) => `printer_app_updates_${slug}`,
  /** Printer kiosk of a line: refetch, filters_updated_by_planner. */
  printerUpdates: (facility: string, line: string) =>
    `pack_line_printer_updates_${facility}_${line}`,
  /** Printer sign-in management of a line: printer_unassignment. */
  printerManagement: (slug: string, line: string) => `printer_management_for_${slug}_${line}`,
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
