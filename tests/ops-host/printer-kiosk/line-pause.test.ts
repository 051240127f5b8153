import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPause } from '../../../ops-host/src/printer-kiosk/line-actions.ts';
import { linePause } from '../../../ops-host/src/printer-kiosk/line-data.ts';
import { startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';

// A line shows paused from a pause until its next label: the host keeps that state, so every
// screen of the kiosk (and a kiosk that reloads) reads the same.

let host: TestOpsHost;
const chicago = { id: 1, name: 'Chicago', slug: 'chicago', abbreviation: 'CHI' };
let lineId: number;
let otherLineId: number;

beforeAll(async () => {
  host = await startTestOpsHost();
  const lines = await host.handle.db
    .selectFrom('pack_lines')
    .select('id')
    .where('packing_facility_id', '=', chicago.id)
    .orderBy('name')
    .execute();
  lineId = lines[1]!.id;
  otherLineId = lines[2]!.id;
});
afterAll(() => host?.stop());

async function reasonWithSubReasons() {
  const row = await host.handle.db
    .selectFrom('pause_reasons as r')
    .innerJoin('pause_sub_reasons as s', 's.pause_reason_id', 'r.id')
    .select(['r.id', 'r.reason', 's.id as subId', 's.sub_reason as subReason'])
    .orderBy('r.display_order')
    .orderBy('s.display_order')
    .executeTakeFirstOrThrow();
  return row;
}

/** A label of the line printed now, as Print Label records it. */
async function printOnLine(packLineId: number) {
  await sql`
    INSERT INTO labels (shipment_id, pack_line_id, printer_ip, zpl, printed_at, last_printed_at)
    SELECT id, ${packLineId}, '127.0.1.2', '^XA^XZ', clock_timestamp(), clock_timestamp()
    FROM shipments
    WHERE NOT EXISTS (SELECT 1 FROM labels WHERE labels.shipment_id = shipments.id)
    ORDER BY id
    LIMIT 1`.execute(host.handle.db);
}

describe("a line's pause", () => {
  it('is the latest pause, with its reason and sub reason, until a label is printed on the line', async () => {
    const reason = await reasonWithSubReasons();
    await printOnLine(lineId);
    expect(await linePause(host.handle.db, lineId)).toBeNull();

    const recorded = await recordPause(host.handle.db, {
      facility: chicago,
      author: () => ({ kind: 'system', id: null, name: 'System' }),
      packLineId: lineId,
      reasonId: reason.id,
      subReasonId: reason.subId,
      autoTrigger: false,
    });
    const pause = await linePause(host.handle.db, lineId);
    expect(pause).toEqual({
      reason: reason.reason,
      subReason: reason.subReason,
      pausedAt: recorded.pausedAt,
    });
    // read again (another screen, a reload): the same
    expect(await linePause(host.handle.db, lineId)).toEqual(pause);

    // a label printed on another line leaves it paused; one on this line ends the pause
    await printOnLine(otherLineId);
    expect(await linePause(host.handle.db, lineId)).toEqual(pause);
    await printOnLine(lineId);
    expect(await linePause(host.handle.db, lineId)).toBeNull();
  });

  it('is not changed by a pause refused for its reason', async () => {
    await printOnLine(lineId);
    const reason = await reasonWithSubReasons();
    await expect(
      recordPause(host.handle.db, {
        facility: chicago,
        author: () => ({ kind: 'system', id: null, name: 'System' }),
        packLineId: lineId,
        reasonId: reason.id,
        subReasonId: null,
        autoTrigger: false,
      }),
    ).rejects.toThrow(`Choose a sub reason for ${reason.reason}.`);
    expect(await linePause(host.handle.db, lineId)).toBeNull();
  });
});
