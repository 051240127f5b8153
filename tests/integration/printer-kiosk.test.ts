import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualPrinter } from '../../ops-host/src/label-printers/virtual-printer.ts';
import { collect, httpClient, wsClient } from '../support/graphql.ts';
import type { Json } from '../support/http.ts';
import { currentLoginCode } from '../support/ops-host.ts';
import { startStack, type TestStack } from '../support/stack.ts';
import { latestTestCode, printableGroup } from '../ops-host/printer-kiosk/kiosk-support.ts';

// The printer kiosk's calls through the gateway, as the kiosk makes them: what each refusal
// looks like in the GraphQL payloads, and the printer_unassignment a take-over sends.

const PRINTER_PORT = 9434;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kiosk-gateway-'));
let stack: TestStack;
let printer: VirtualPrinter;
let second: VirtualPrinter;

beforeAll(async () => {
  stack = await startStack('pglite', { hostEnv: { PRINTER_PORT: String(PRINTER_PORT) } });
  printer = new VirtualPrinter({ address: '127.0.1.231', port: PRINTER_PORT, dataDir });
  second = new VirtualPrinter({ address: '127.0.1.232', port: PRINTER_PORT, dataDir });
  await printer.start();
  await second.start();
});
afterAll(async () => {
  await printer?.stop();
  await second?.stop();
  await stack?.stop();
});

async function kiosk() {
  const client = httpClient(stack.gatewayUrl);
  await client.request(
    `mutation($code: String!) { floorSignIn(input: { packingFacilitySlug: "chicago", loginCode: $code }) { session { expiresAt } } }`,
    { code: await currentLoginCode(stack.host, 'chicago') },
  );
  return client;
}

const ASSIGN = `mutation($input: AssignKioskPrinterInput!) { assignKioskPrinter(input: $input) {
  assigned conflict printerError { message reason mayHavePrinted } userErrors { message } } }`;
const CONFIRM = `mutation($input: ConfirmKioskPrinterInput!) { confirmKioskPrinter(input: $input) {
  confirmed userErrors { message } } }`;
const LINE_FIELDS = `packLineId currentGroupId nextGroupId
  groups { id boxCount printedBoxCount remainingBoxCount unpackableBoxCount }
  reprintQueue { metadataId } pause { reason }`;
const PRINT = `mutation($input: PrintLabelInput!) { printLabel(input: $input) {
  labelsPrinted label { metadataId barcode confirmed } printerError { message reason mayHavePrinted }
  group { id boxCount printedBoxCount remainingBoxCount unpackableBoxCount }
  line { ${LINE_FIELDS} } signedOut userErrors { message } } }`;
const LINE_D = `{ kioskLine(packingFacilitySlug: "chicago", packLineName: "D") { ${LINE_FIELDS} } }`;

describe('the printer kiosk through the gateway', () => {
  it('signs a printer in, prints, and tells each failure the way the kiosk shows it', async () => {
    const client = await kiosk();
    const line = { packingFacilitySlug: 'chicago', packLineName: 'D', printerIp: '1.231' };

    // a printer out of paper: the reason, nothing assigned
    printer.faults = { paperOut: true };
    const paperOut = await client.request<Json>(ASSIGN, { input: line });
    expect(paperOut.body.data?.assignKioskPrinter).toEqual({
      assigned: false,
      conflict: null,
      printerError: {
        message: 'Cannot connect to printer',
        reason: 'Paper out',
        mayHavePrinted: false,
      },
      userErrors: [],
    });
    printer.faults = {};

    const assigned = await client.request<Json>(ASSIGN, { input: line });
    expect(assigned.body.data?.assignKioskPrinter.assigned).toBe(true);
    const wrong = String((Number(latestTestCode(printer)) + 1) % 10_000).padStart(4, '0');
    const refused = await client.request<Json>(CONFIRM, {
      input: { ...line, confirmationCode: wrong },
    });
    expect(refused.body.data?.confirmKioskPrinter).toEqual({
      confirmed: false,
      userErrors: [{ message: 'Incorrect printer code' }],
    });
    const confirmed = await client.request<Json>(CONFIRM, {
      input: { ...line, confirmationCode: latestTestCode(printer) },
    });
    expect(confirmed.body.data?.confirmKioskPrinter.confirmed).toBe(true);

    const { groupId } = await printableGroup(stack.host.handle.db, 1, 'D', 2);
    const before = (await client.request<Json>(LINE_D)).body.data?.kioskLine;
    const groupBefore = before.groups.find((g: { id: string }) => g.id === String(groupId));
    const printed = await client.request<Json>(PRINT, {
      input: { packLinePlanGroupId: String(groupId), printerIp: '1.231' },
    });
    const answer = printed.body.data?.printLabel;
    expect(answer.label.confirmed).toBe(true);
    expect(answer.labelsPrinted).toBeGreaterThan(0);
    // The answer carries the changed group and the line as a read of the line now gives them,
    // with their ids, so the kiosk shows them without reading the line again.
    expect(answer.group).toEqual({
      ...groupBefore,
      printedBoxCount: groupBefore.printedBoxCount + 1,
      remainingBoxCount: groupBefore.remainingBoxCount - 1,
    });
    expect(answer.line.reprintQueue[0].metadataId).toBe(answer.label.metadataId);
    expect(answer.line).toEqual((await client.request<Json>(LINE_D)).body.data?.kioskLine);
    expect(answer.line.groups).toContainEqual(answer.group);

    printer.mode = 'drop_after_print';
    const dropped = await client.request<Json>(PRINT, {
      input: { packLinePlanGroupId: String(groupId), printerIp: '1.231' },
    });
    printer.mode = 'ok';
    expect(dropped.body.data?.printLabel.printerError).toMatchObject({
      message:
        'Printer took too long to respond, please make sure the next print is not a duplicate label',
      mayHavePrinted: true,
    });
    // A print that may have printed answers no line: the kiosk reads it again.
    expect(dropped.body.data?.printLabel).toMatchObject({ group: null, line: null });
    const queue = await client.request<Json>(
      `{ kioskLine(packingFacilitySlug: "chicago", packLineName: "D") { reprintQueue { confirmed } } }`,
    );
    expect(queue.body.data?.kioskLine.reprintQueue[0].confirmed).toBe(false);
  });

  it('a kiosk taking the line over sends printer_unassignment with the printer that stays', async () => {
    const first = await kiosk();
    const line = { packingFacilitySlug: 'chicago', packLineName: 'E', printerIp: '1.231' };
    expect(
      (await first.request<Json>(ASSIGN, { input: { ...line, takeOver: true } })).body.data
        ?.assignKioskPrinter.assigned,
    ).toBe(true);

    const ws = wsClient(stack.gatewayUrl, first.cookie);
    const events = collect<Json>(
      ws,
      'subscription { printerManagement(packingFacilitySlug: "chicago", packLineName: "E") { event excludedIp } }',
    );
    try {
      await events.waitFor(1);
      expect(events.results[0]?.data?.printerManagement.event).toBe('live');

      const other = await kiosk();
      const conflict = await other.request<Json>(ASSIGN, {
        input: { ...line, printerIp: '1.232' },
      });
      expect(conflict.body.data?.assignKioskPrinter).toMatchObject({
        assigned: false,
        conflict: 'Line E is in use with printer 127.0.1.231.',
      });
      const taken = await other.request<Json>(ASSIGN, {
        input: { ...line, printerIp: '1.232', takeOver: true },
      });
      expect(taken.body.data?.assignKioskPrinter.assigned).toBe(true);
      await events.waitFor(2);
      expect(events.results[1]?.data?.printerManagement).toEqual({
        event: 'printer_unassignment',
        excludedIp: '127.0.1.232',
      });
    } finally {
      events.stop();
      await ws.dispose();
    }
  });

  it("asks the printer's status without printing: ready, a fault, or no answer", async () => {
    const client = await kiosk();
    const STATUS = `query($ip: String!) { kioskPrinterStatus(packingFacilitySlug: "chicago",
      packLineName: "D", printerIp: $ip) { printerIp online ready faults } }`;
    const jobs = second.jobFiles().length;
    expect(
      (await client.request<Json>(STATUS, { ip: '1.232' })).body.data?.kioskPrinterStatus,
    ).toEqual({ printerIp: '127.0.1.232', online: true, ready: true, faults: [] });
    second.faults = { paperOut: true };
    const paperOut = (await client.request<Json>(STATUS, { ip: '1.232' })).body.data
      ?.kioskPrinterStatus;
    second.faults = {};
    expect(paperOut).toMatchObject({ online: true, ready: false, faults: ['Paper out'] });
    const nobody = (await client.request<Json>(STATUS, { ip: '1.239' })).body.data
      ?.kioskPrinterStatus;
    expect(nobody).toMatchObject({ printerIp: '127.0.1.239', online: false, ready: false });
    expect(second.jobFiles().length).toBe(jobs);
  });
});
