import { channels, events } from '@ops/schema/realtime';
import type { Queryable } from '../db/database.ts';
import { publishEvent } from '../realtime/publish.ts';

// Every event about pack lines, their printers and their zone screens is published here, so the
// planner, the printer kiosk and the zone screens agree on names and payloads. Call these inside
// the change's transaction: an event goes out only if the change commits.

/** What changed on a facility's lines, for the planners' screens to update (pack_line_updates). */
export interface PackLineChange {
  /** Why, for logs and screens: 'assign', 'split', 'print', 'filters', 'preset', … */
  reason: string;
  packLineNames?: readonly string[];
  groupIds?: readonly number[];
  /**
   * Whether the named lines' printer kiosks should refetch (`refetch` on
   * pack_line_printer_updates_{abbreviation}_{line}); a kiosk's own print does not need to.
   */
  refetchPrinters?: boolean;
}

/**
 * pack_line_updates on pack_line_planner_updates_for_{abbreviation}, with
 * `{ reason, pack_line_names, pack_line_plan_group_ids }`; and, unless told not to, `refetch` to
 * the printer kiosks of the named lines.
 */
export async function publishPackLineUpdates(
  tx: Queryable,
  facilityAbbreviation: string,
  change: PackLineChange,
): Promise<void> {
  const lineNames = [...(change.packLineNames ?? [])];
  await publishEvent(tx, channels.planner(facilityAbbreviation), events.packLineUpdates, {
    reason: change.reason,
    pack_line_names: lineNames,
    pack_line_plan_group_ids: [...(change.groupIds ?? [])],
  });
  if (change.refetchPrinters === false) return;
  for (const line of lineNames) {
    await publishEvent(tx, channels.printerUpdates(facilityAbbreviation, line), events.refetch, {
      reason: change.reason,
    });
  }
}

/**
 * printer_unassignment on printer_management_for_{slug}_{line}, `{ excluded_ip }`: every kiosk of
 * the line whose printer is not excluded_ip goes back to the line selector (null: every kiosk).
 */
export function publishPrinterUnassignment(
  tx: Queryable,
  facilitySlug: string,
  lineName: string,
  excludedIp: string | null,
) {
  return publishEvent(
    tx,
    channels.printerManagement(facilitySlug, lineName),
    events.printerUnassignment,
    { excluded_ip: excludedIp, pack_line_name: lineName },
  );
}

/** application_updates to every printer kiosk of a facility: they reload. */
export function publishPrinterAppUpdates(tx: Queryable, facilitySlug: string) {
  return publishEvent(tx, channels.printerApp(facilitySlug), events.applicationUpdates, {});
}

/** To the zone screens of a line (pick_to_light_updates_{abbreviation}_{line}). */
export function publishZoneScreens(
  tx: Queryable,
  facilityAbbreviation: string,
  lineName: string,
  event: 'application_updates' | 'refetch_zone_configuration',
  payload: Record<string, unknown> = {},
) {
  return publishEvent(tx, channels.pickToLight(facilityAbbreviation, lineName), event, payload);
}
