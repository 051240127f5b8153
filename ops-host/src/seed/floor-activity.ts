import { minutesAfter, minutesBefore } from './calendar.ts';
import type { SeedContext } from './context.ts';
import type { LineSeed } from './lines-and-presets.ts';
import type { BoxSeed } from './model.ts';
import type { PauseReasonSeed } from './pause-reasons.ts';
import { createRandom } from './random.ts';
import type { Row } from './writer.ts';

/** Facilities whose screens went quiet, so the status page shows offline tiles. */
const OFFLINE_FACILITIES = new Set([7]);
/** One silent zone among live ones: facility, line, zone. */
const OFFLINE_ZONE = { facilityId: 1, line: 'B', zoneId: 4 };

/** Heartbeats of every zone screen and printer (zone 0), the last 30 s apart as the screens send them. */
export async function seedHeartbeats(ctx: SeedContext, lines: LineSeed[]): Promise<void> {
  const rows: Row<'heartbeats'>[] = [];
  for (const line of lines) {
    for (const zoneId of [0, ...line.zones.map((zone) => zone.zoneId)]) {
      const silent =
        OFFLINE_FACILITIES.has(line.facilityId) ||
        (line.facilityId === OFFLINE_ZONE.facilityId &&
          line.name === OFFLINE_ZONE.line &&
          zoneId === OFFLINE_ZONE.zoneId);
      const lastBeat = minutesBefore(ctx.now, silent ? 15 : 1 / 6);
      for (let beat = 2; beat >= 0; beat -= 1) {
        rows.push({
          id: ctx.writer.nextId('heartbeats'),
          packing_facility_id: line.facilityId,
          pack_line_id: line.id,
          zone_id: zoneId,
          event_type: 'heartbeat',
          zone_state: 'active',
          received_at: minutesBefore(lastBeat, beat / 2),
        });
      }
    }
  }
  await ctx.writer.insert('heartbeats', rows);
}

/**
 * Today's printer sign-ins (signed out again, so a demo user can take any line) and pauses of the
 * lines that printed today, and each line's last scan time.
 */
export async function seedLineActivity(
  ctx: SeedContext,
  lines: LineSeed[],
  boxes: BoxSeed[],
  reasons: PauseReasonSeed[],
  lastScan: Map<LineSeed, Date>,
): Promise<void> {
  const random = createRandom('line-activity');
  const since = minutesBefore(ctx.now, 12 * 60);
  const assignments: Row<'printer_assignments'>[] = [];
  const pauses: Row<'pause_events'>[] = [];
  for (const line of lines) {
    const prints = boxes
      .filter((box) => box.printed?.line === line && box.printed.at >= since)
      .map((box) => box.printed?.at.getTime() ?? 0);
    if (prints.length === 0) continue;
    const first = new Date(Math.min(...prints));
    const last = new Date(Math.max(...prints));
    const assignedAt = minutesBefore(first, 10);
    assignments.push({
      id: ctx.writer.nextId('printer_assignments'),
      packing_facility_id: line.facilityId,
      pack_line_id: line.id,
      printer_ip: line.printerIp,
      confirmation_code: random.string.numeric({ length: 4, allowLeadingZeros: true }),
      confirmed_at: minutesAfter(assignedAt, 1),
      assigned_at: assignedAt,
      unassigned_at: new Date(Math.min(minutesAfter(last, 1).getTime(), ctx.now.getTime())),
    });
    for (let i = random.number.int({ min: 1, max: 3 }); i > 0; i -= 1) {
      const reason = random.helpers.arrayElement(reasons);
      const auto = reason.isIdle && random.datatype.boolean({ probability: 0.3 });
      pauses.push({
        id: ctx.writer.nextId('pause_events'),
        pack_line_id: line.id,
        pause_reason_id: reason.id,
        pause_sub_reason_id:
          reason.subReasonIds.length > 0 ? random.helpers.arrayElement(reason.subReasonIds) : null,
        printer_ip: line.printerIp,
        is_auto_trigger: auto,
        paused_at: random.date.between({ from: first, to: last }),
      });
    }
  }
  await ctx.writer.insert('printer_assignments', assignments);
  await ctx.writer.insert('pause_events', pauses);
  for (const [line, at] of lastScan) {
    await ctx.writer.db
      .updateTable('pack_lines')
      .set({ last_scanned_at: at })
      .where('id', '=', line.id)
      .execute();
  }
}
