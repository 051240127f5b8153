import type { Db } from '../db/database.ts';
import { findLine, resolveZoneId, type ZoneRef } from '../pack-lines/lines.ts';
import { cameBack } from './status-changes.ts';

export interface Heartbeat {
  facilityId: number;
  lineLetter: string;
  /** 0 is the line's printer screen. */
  zone: ZoneRef;
  eventType: string;
  zoneState: string | null;
}

/**
 * Records a floor screen's register_event: zone screens at start and every 30 s,
 * printer screens as zone 0. A screen is online while its last heartbeat is under 120 s old.
 */
export async function recordHeartbeat(
  db: Db,
  beat: Heartbeat,
): Promise<{ receivedAt: Date; cameOnline: boolean }> {
  const line = await findLine(db, beat.facilityId, beat.lineLetter);
  const zoneId = await resolveZoneId(db, line, beat.zone);
  const cameOnline = await cameBack(db, line.id, zoneId, new Date());
  const row = await db
    .insertInto('heartbeats')
    .values({
      packing_facility_id: beat.facilityId,
      pack_line_id: line.id,
      zone_id: zoneId,
      event_type: beat.eventType,
      zone_state: beat.zoneState,
    })
    .returning('received_at')
    .executeTakeFirstOrThrow();
  return { receivedAt: row.received_at, cameOnline };
}
