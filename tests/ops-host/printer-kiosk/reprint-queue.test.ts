import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentLabels, recentLabelsQuery } from '../../../ops-host/src/printer-kiosk/printing.ts';
import { startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';

// The line screen's reprint queue is read after every print: it must cost the same on a line
// that has printed for months as on a new one.

let host: TestOpsHost;
let lineId: number;

beforeAll(async () => {
  host = await startTestOpsHost();
  const busiest = await host.handle.db
    .selectFrom('labels')
    .select(['pack_line_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('pack_line_id', 'is not', null)
    .groupBy('pack_line_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  lineId = busiest.pack_line_id!;
  // How much the demo floor has printed depends on the day it is seeded (a menu whose packing
  // has just begun, from Friday morning, has printed a few dozen boxes): the line is given a
  // history of its own, an hour between prints, older than the demo's.
  await sql`
    INSERT INTO labels (shipment_id, pack_line_id, printer_ip, zpl, printed_at, last_printed_at)
    SELECT id, ${lineId}, '127.0.0.1', '^XA^XZ', printed_at, printed_at
    FROM (
      SELECT id, now() - interval '30 days' - row_number() OVER (ORDER BY id) * interval '1 hour'
        AS printed_at
      FROM shipments
      WHERE NOT EXISTS (SELECT 1 FROM labels WHERE labels.shipment_id = shipments.id)
      ORDER BY id
      LIMIT 500
    ) AS history`.execute(host.handle.db);
  const { n } = await host.handle.db
    .selectFrom('labels')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('pack_line_id', '=', lineId)
    .executeTakeFirstOrThrow();
  expect(Number(n)).toBeGreaterThan(500);
  await sql`ANALYZE labels`.execute(host.handle.db);
  await sql`ANALYZE shipments`.execute(host.handle.db);
});
afterAll(() => host?.stop());

describe('the reprint queue', () => {
  it('holds the line’s 30 latest prints, newest first', async () => {
    const all = await host.handle.db
      .selectFrom('labels')
      .select(['id', 'last_printed_at'])
      .where('pack_line_id', '=', lineId)
      .execute();
    const expected = all
      .sort(
        (a, b) =>
          b.last_printed_at.getTime() - a.last_printed_at.getTime() || Number(b.id) - Number(a.id),
      )
      .slice(0, 30)
      .map((label) => Number(label.id));
    const queue = await recentLabels(host.handle.db, lineId);
    expect(queue.map((label) => label.metadataId)).toEqual(expected);
  });

  it('is read in the order of its index, not by sorting every label of the line', async () => {
    const plan = (await recentLabelsQuery(host.handle.db, lineId).explain())
      .map((row) => Object.values(row).join(' '))
      .join('\n');
    expect(plan).toContain('labels_line_last_printed');
    expect(plan).not.toMatch(/Sort Key/);
    expect(plan).not.toMatch(/Seq Scan on shipments/);
  });
});
