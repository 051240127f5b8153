import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualPrinter } from '../../../ops-host/src/label-printers/virtual-printer.ts';
import { floorSessionCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { kioskClient, latestTestCode, printableGroup } from './kiosk-support.ts';

// A print or a reprint the host refuses on the kiosk's line answers the line as it now is, as a
// print's answer does, so the kiosk does not read it again. A refusal that may have printed, or
// before the kiosk's line is known, or to a kiosk of another facility, carries no line.

const TYPED = '1.241';
const PRINTER_PORT = 9351;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kiosk-refusal-line-'));
const chicago = new VirtualPrinter({ address: '127.0.1.241', port: PRINTER_PORT, dataDir });
const sanBernardino = new VirtualPrinter({ address: '127.0.2.241', port: PRINTER_PORT, dataDir });
let host: TestOpsHost;
let kiosk: ReturnType<typeof kioskClient>;

/** A kiosk of the facility with its printer signed onto line A and confirmed. */
async function kioskOnLineA(facilitySlug: string, typed: string, printer: VirtualPrinter) {
  const client = kioskClient(host.url, await floorSessionCookie(host, facilitySlug));
  const line = { packing_facility_slug: facilitySlug, pack_line_name: 'A', printer_ip: typed };
  await client.post('/pack_line_printer/pack_lines/printer_assignment', line);
  const confirmed = await client.post('/pack_line_printer/pack_lines/printer_confirmation', {
    ...line,
    confirmation_code: latestTestCode(printer),
  });
  expect(confirmed.status).toBe(200);
  return client;
}

beforeAll(async () => {
  host = await startTestOpsHost({
    env: { PRINTER_PORT: String(PRINTER_PORT), PRINTER_TIMEOUT_MS: '1500' },
  });
  await Promise.all([chicago.start(), sanBernardino.start()]);
  kiosk = await kioskOnLineA('chicago', TYPED, chicago);
});
afterAll(async () => {
  await Promise.all([chicago.stop(), sanBernardino.stop()]);
  await host?.stop();
});

const lineA = async (client = kiosk) =>
  (
    await client.get(
      '/pack_line_printer/pack_lines/pack_line_data?packing_facility_slug=chicago&pack_line_name=A',
    )
  ).body;

const print = (groupId: number, client = kiosk, printerIp = TYPED) =>
  client.post('/pack_line_printer/print_label', {
    pack_line_plan_group_id: groupId,
    printer_ip: printerIp,
  });

const reprint = (metadataId: number, client = kiosk, printerIp = TYPED) =>
  client.post('/pack_line_printer/reprint_label', {
    metadata_id: metadataId,
    printer_ip: printerIp,
  });

async function paperOut<T>(call: () => Promise<T>): Promise<T> {
  chicago.faults = { paperOut: true };
  try {
    return await call();
  } finally {
    chicago.faults = {};
  }
}

describe('a print or a reprint refused on the kiosk’s line', () => {
  it('a refused print answers the line with its counts as they now are, with the refusal as it was', async () => {
    const { groupId } = await printableGroup(host.handle.db, 1, 'A');
    const printed = await print(groupId);
    expect(printed.status).toBe(200);

    const refused = await paperOut(() => print(groupId));
    expect(refused.status).toBe(424);
    expect(refused.body).toMatchObject({
      message: 'Cannot connect to printer',
      reason: 'Paper out',
    });
    const now = await lineA();
    expect(refused.body.line).toEqual(now);
    // The counts include the print before it, and its label heads the reprint queue.
    expect(now.groups.find((g: { id: number }) => g.id === groupId)).toMatchObject({
      printed_box_count: printed.body.labels_printed,
    });
    expect(now.reprint_queue[0].metadata_id).toBe(printed.body.label_data.metadata_id);

    // Another kiosk printed the group's last boxes meanwhile: nothing left, and the line shows it.
    await host.handle.db
      .updateTable('shipments')
      .set({ printed_at: new Date() })
      .where('pack_line_plan_group_id', '=', groupId)
      .where('printed_at', 'is', null)
      .execute();
    const nothingLeft = await print(groupId);
    const after = await lineA();
    expect(after.groups.find((g: { id: number }) => g.id === groupId)).toMatchObject({
      remaining_box_count: 0,
    });
    expect(nothingLeft).toMatchObject({
      status: 409,
      body: {
        message: 'There are no labels left to print in this group.',
        labels_printed: expect.any(Number),
        line: after,
      },
    });
  });

  it('a refused reprint answers the line with its counts as they now are', async () => {
    const { groupId } = await printableGroup(host.handle.db, 1, 'A');
    const printed = await print(groupId);
    expect(printed.status).toBe(200);
    const refused = await paperOut(() => reprint(Number(printed.body.label_data.metadata_id)));
    const now = await lineA();
    expect(now.reprint_queue[0].metadata_id).toBe(printed.body.label_data.metadata_id);
    expect(refused).toMatchObject({
      status: 424,
      body: { message: 'Cannot connect to printer', reason: 'Paper out', line: now },
    });
  });

  it('a refusal that may have printed, or before the line is known, carries no line', async () => {
    const { groupId } = await printableGroup(host.handle.db, 1, 'A');
    chicago.mode = 'drop';
    try {
      const tooLong = await print(groupId);
      expect(tooLong.status).toBe(504);
      expect(tooLong.body).not.toHaveProperty('line');
    } finally {
      chicago.mode = 'ok';
    }
    // A printer this kiosk does not hold: back to the line selector.
    const notHeld = await print(groupId, kiosk, '1.242');
    expect(notHeld).toMatchObject({ status: 409, body: { signed_out: true } });
    expect(notHeld.body).not.toHaveProperty('line');
  });
});

describe('a print or a reprint by a kiosk of another facility', () => {
  it('is refused without any line', async () => {
    // San Bernardino's kiosk holds a confirmed printer on its own line A.
    const other = await kioskOnLineA('san_bernardino', '2.241', sanBernardino);
    const { groupId } = await printableGroup(host.handle.db, 1, 'A');
    const metadataId = Number((await print(groupId)).body.label_data.metadata_id);

    const printed = await print(groupId, other, '2.241');
    const reprinted = await reprint(metadataId, other, '2.241');
    expect([printed, reprinted]).toEqual([
      { status: 404, body: { message: `No plan group ${groupId} at this facility.` } },
      { status: 404, body: { message: `No label ${metadataId} at this facility.` } },
    ]);
  });
});
