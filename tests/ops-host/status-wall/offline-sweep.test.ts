import { channels } from '@ops/schema/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import { sweepOfflineScreens } from '../../../ops-host/src/status-wall/status-changes.ts';
import { eventsAfter, latestEventId } from '../../../ops-host/src/realtime/publish.ts';
import { openSeededDatabase } from '../seed/support.ts';

// Every host sweeps for screens that just went offline; the status walls must hear of a screen
// going offline once, not once per host.

let handle: DatabaseHandle;
let lineId: number;
beforeAll(async () => {
  handle = (await openSeededDatabase('demo', new Date())).handle;
  const line = await handle.db
    .selectFrom('pack_lines')
    .select('id')
    .where('packing_facility_id', '=', 1)
    .where('name', '=', 'E')
    .executeTakeFirstOrThrow();
  lineId = line.id;
}, 120_000);
afterAll(() => handle?.close());

/** The zone's last heartbeat is now `ageMs` old. */
async function lastBeat(zoneId: number, ageMs: number) {
  await handle.db
    .deleteFrom('heartbeats')
    .where('pack_line_id', '=', lineId)
    .where('zone_id', '=', zoneId)
    .execute();
  await handle.db
    .insertInto('heartbeats')
    .values({
      packing_facility_id: 1,
      pack_line_id: lineId,
      zone_id: zoneId,
      event_type: 'heartbeat',
      zone_state: 'active',
      received_at: new Date(Date.now() - ageMs),
    })
    .execute();
}

const offlineEvents = async (after: number) =>
  (await eventsAfter(handle.db, channels.packLineStatus('CHI'), after)).filter(
    (event) => (event.payload as { reason?: string }).reason === 'offline',
  );

describe('the offline sweep of several hosts', () => {
  it('tells the walls once of a screen gone offline, whichever hosts sweep', async () => {
    const before = await latestEventId(handle.db);
    await lastBeat(2, 121_000);
    // Two hosts sweeping at once, then a third a moment later.
    const told = (
      await Promise.all([sweepOfflineScreens(handle.db), sweepOfflineScreens(handle.db)])
    )
      .flat()
      .filter((abbreviation) => abbreviation === 'CHI');
    expect(told).toEqual(['CHI']);
    expect(await sweepOfflineScreens(handle.db)).not.toContain('CHI');
    expect(await offlineEvents(before)).toHaveLength(1);

    // Another screen of the facility going offline later is news again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await lastBeat(3, 120_300);
    expect(await sweepOfflineScreens(handle.db)).toContain('CHI');
    expect(await sweepOfflineScreens(handle.db)).not.toContain('CHI');
    expect(await offlineEvents(before)).toHaveLength(2);
  });
});
