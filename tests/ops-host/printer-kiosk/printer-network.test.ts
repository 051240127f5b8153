import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { hashToken } from '../../../ops-host/src/auth/token-hash.ts';
import { VirtualPrinter } from '../../../ops-host/src/label-printers/virtual-printer.ts';
import { freePort } from '../../support/host-process.ts';
import {
  currentLoginCode,
  floorSessionCookie,
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { caller } from '../history/support.ts';
import { kioskClient, latestTestCode, printableGroup } from './kiosk-support.ts';

// A Chicago kiosk naming San Bernardino's printer: whatever the call, it is refused and that
// printer receives nothing, not even a status query (it counts the connections it accepts). A
// new network is in the facility's history under the operator's commands (the 'operations'
// screen), not the printer kiosk's.

const TYPE_TWO_NUMBERS =
  "Type only the last two numbers of the printer's address (each 0-255), e.g. 1.1 for 127.0.1.1.";
const NOT_ON_CHICAGO = "Printer 127.0.2.1 is not on Chicago's printer network (127.0.1.0/24).";

let host: TestOpsHost;
/** San Bernardino line A's printer (127.0.2.1), on this suite's printer port. */
let sanBernardino: VirtualPrinter;
/** A printer on Chicago's network. */
let chicago: VirtualPrinter;
let cookie: string;
let kiosk: ReturnType<typeof kioskClient>;

beforeAll(async () => {
  const port = await freePort();
  host = await startTestOpsHost({
    env: { PRINTER_PORT: String(port), PRINTER_TIMEOUT_MS: '1500' },
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printer-network-'));
  sanBernardino = new VirtualPrinter({ address: '127.0.2.1', port, dataDir });
  chicago = new VirtualPrinter({ address: '127.0.1.233', port, dataDir });
  await sanBernardino.start();
  await chicago.start();
  cookie = await floorSessionCookie(host, 'chicago');
  kiosk = kioskClient(host.url, cookie);
});
afterAll(async () => {
  await sanBernardino?.stop();
  await chicago?.stop();
  await host?.stop();
});

const operator = async (body: unknown) => {
  const response = await fetch(`${host.url}/operator/printer_network`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const activeAssignments = (address: string) =>
  host.handle.db
    .selectFrom('printer_assignments')
    .select(['id', 'confirmed_at'])
    .where('printer_ip', '=', address)
    .where('unassigned_at', 'is', null)
    .execute();

describe("a printer outside the facility's network", () => {
  it('a Chicago kiosk typing San Bernardino’s printer is refused with what to type, and that printer receives nothing', async () => {
    const line = { packing_facility_slug: 'chicago', pack_line_name: 'E' };
    const answers = [];
    for (const typed of ['127.0.2.1', '2.1', '1.2.3', '02.001']) {
      const { status, body } = await kiosk.post(
        '/pack_line_printer/pack_lines/printer_assignment',
        {
          ...line,
          printer_ip: typed,
          take_over: true,
        },
      );
      answers.push([typed, status, body.message]);
    }
    expect(answers).toEqual([
      ['127.0.2.1', 400, TYPE_TWO_NUMBERS],
      ['2.1', 422, NOT_ON_CHICAGO],
      ['1.2.3', 400, TYPE_TWO_NUMBERS],
      ['02.001', 422, NOT_ON_CHICAGO],
    ]);
    const confirmation = await kiosk.post('/pack_line_printer/pack_lines/printer_confirmation', {
      ...line,
      printer_ip: '2.1',
      confirmation_code: '1234',
    });
    expect(confirmation).toMatchObject({ status: 422, body: { message: NOT_ON_CHICAGO } });
    expect(await activeAssignments('127.0.2.1')).toEqual([]);
    expect(sanBernardino.connections).toBe(0);
    expect(sanBernardino.jobFiles()).toEqual([]);
  });

  it('print, reprint, training label, status, unassignment and unassign tails are refused and send nothing, even for a printer the kiosk holds', async () => {
    // The kiosk holds a confirmed assignment to the printer, as one made before its facility's
    // network was narrowed: every call checks the address again all the same.
    const db = host.handle.db;
    const { groupId, lineId } = await printableGroup(db, 1, 'D', 1);
    await db
      .insertInto('printer_assignments')
      .values({
        packing_facility_id: 1,
        pack_line_id: lineId,
        printer_ip: '127.0.2.1',
        confirmation_code: '0000',
        confirmed_at: new Date(),
        floor_session_token_hash: hashToken(decodeURIComponent(cookie.split('=')[1]!)),
      })
      .execute();
    onTestFinished(async () => {
      await db
        .updateTable('printer_assignments')
        .set({ unassigned_at: new Date() })
        .where('printer_ip', '=', '127.0.2.1')
        .execute();
    });
    const label = await db
      .selectFrom('labels as l')
      .innerJoin('shipments as s', 's.id', 'l.shipment_id')
      .select('l.id')
      .where('s.packing_facility_id', '=', 1)
      .executeTakeFirstOrThrow();
    const loginCode = await currentLoginCode(host, 'chicago');
    const calls = (printerIp: string) => ({
      print: () =>
        kiosk.post('/pack_line_printer/print_label', {
          pack_line_plan_group_id: groupId,
          printer_ip: printerIp,
        }),
      reprint: () =>
        kiosk.post('/pack_line_printer/reprint_label', {
          metadata_id: Number(label.id),
          printer_ip: printerIp,
        }),
      training: () =>
        kiosk.post('/pack_line_printer/print_training_label', {
          packing_facility_slug: 'chicago',
          printer_ip: printerIp,
          login_code: loginCode,
        }),
      status: () =>
        kiosk.get(
          `/pack_line_printer/pack_lines/printer_status?packing_facility_slug=chicago&pack_line_name=D&printer_ip=${printerIp}`,
        ),
      unassignment: () =>
        kiosk.post('/pack_line_printer/pack_lines/printer_unassignment', {
          packing_facility_slug: 'chicago',
          pack_line_name: 'D',
          printer_ip: printerIp,
        }),
      tails: () =>
        kiosk.put('/pack_line_printer/pack_lines/unassign_tails', {
          packing_facility_slug: 'chicago',
          pack_line_name: 'D',
          pack_line_plan_group_ids: [groupId],
          printer_ip: printerIp,
          login_code: loginCode,
        }),
    });
    const answers: Array<[string, string, number, unknown]> = [];
    for (const printerIp of ['2.1', '127.0.2.1']) {
      for (const [name, call] of Object.entries(calls(printerIp))) {
        const { status, body } = await call();
        answers.push([printerIp, name, status, body.message]);
      }
    }
    const names = Object.keys(calls(''));
    expect(answers).toEqual([
      ...names.map((name) => ['2.1', name, 422, NOT_ON_CHICAGO]),
      ...names.map((name) => ['127.0.2.1', name, 400, TYPE_TWO_NUMBERS]),
    ]);
    expect(sanBernardino.connections).toBe(0);
    expect(sanBernardino.jobFiles()).toEqual([]);
    // Refused before the supervisor's code was looked at: no guess was counted.
    const counted = await db
      .selectFrom('rate_limit_hits')
      .select('id')
      .where('bucket', 'like', 'supervisor-code:%')
      .execute();
    expect(counted).toEqual([]);
  });
});

describe("an operator setting a facility's printer network", () => {
  it('refuses what is not a network of /16 or narrower, or no facility, and changes nothing', async () => {
    const refused = [
      await operator({ facility: 'CHI', network: '10.0.0.0/8' }),
      await operator({ facility: 'CHI', network: '127.0.1.5/24' }),
      await operator({ facility: 'CHI', network: '127.0.1' }),
      await operator({ facility: 'XYZ', network: '10.20.30.0/24' }),
    ].map(({ status, body }) => [status, body.message]);
    expect(refused).toEqual([
      [
        400,
        '10.0.0.0/8 is not a printer network: the kiosk types the last two parts of an address, ' +
          'so the network must fix the first two (/16 to /32).',
      ],
      [400, '127.0.1.5/24 has bits set past /24: the network is 127.0.1.0/24.'],
      [400, '127.0.1 is not a network: write an address and a prefix length, e.g. 10.20.30.0/24.'],
      [404, 'No packing facility XYZ.'],
    ]);
    const stored = await host.handle.db
      .selectFrom('packing_facilities')
      .select('printer_network')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(stored.printer_network).toBe('127.0.1.0/24');
  });

  it('signs printers outside the new network off their lines, and the kiosk can no longer reach them', async () => {
    const other = kioskClient(host.url, await floorSessionCookie(host, 'chicago'));
    const line = { packing_facility_slug: 'chicago', pack_line_name: 'C', printer_ip: '1.233' };
    expect(
      (await other.post('/pack_line_printer/pack_lines/printer_assignment', line)).status,
    ).toBe(200);
    const confirmed = await other.post('/pack_line_printer/pack_lines/printer_confirmation', {
      ...line,
      confirmation_code: latestTestCode(chicago),
    });
    expect(confirmed.status).toBe(200);
    try {
      const narrowed = await operator({ facility: 'chicago', network: '127.0.1.0/25' });
      expect(narrowed).toEqual({
        status: 200,
        body: {
          facility: 'CHI',
          printer_network: '127.0.1.0/25',
          printers_signed_off: [{ pack_line_name: 'C', printer_ip: '127.0.1.233' }],
        },
      });
      expect(await activeAssignments('127.0.1.233')).toEqual([]);
      const connections = chicago.connections;
      const again = await other.post('/pack_line_printer/pack_lines/printer_assignment', line);
      expect(again).toMatchObject({
        status: 422,
        body: {
          message: "Printer 127.0.1.233 is not on Chicago's printer network (127.0.1.0/25).",
        },
      });
      expect(chicago.connections).toBe(connections);

      const admin = caller(host.url, { cookie: await signInCookie(host.url) });
      const [entry] = (await admin.history(1, { screen: 'operations', first: 1 })).entries;
      expect(entry).toMatchObject({
        kind: 'operator.printer_network_changed',
        screen: 'operations',
        summary: 'Printer network of CHI: 127.0.1.0/24 → 127.0.1.0/25',
        author: { kind: 'operator', name: 'Operator' },
        after: { printerNetwork: '127.0.1.0/25', printersSignedOff: ['C 127.0.1.233'] },
      });
      const kioskScreen = await admin.history(1, { screen: 'printer_kiosk', first: 200 });
      expect(kioskScreen.entries.map((e) => e.kind)).not.toContain(
        'operator.printer_network_changed',
      );
    } finally {
      expect((await operator({ facility: '1', network: '127.0.1.0/24' })).status).toBe(200);
    }
  });
});
