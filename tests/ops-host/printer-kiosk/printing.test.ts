import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualPrinter } from '../../../ops-host/src/label-printers/virtual-printer.ts';
import {
  currentLoginCode,
  floorSessionCookie,
  startTestOpsHost,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { readCode128, renderZpl } from '../../support/label-render.ts';
import { kioskClient, latestTestCode, printableGroup, printedBarcodes } from './kiosk-support.ts';

const PORT = 9431;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kiosk-printers-'));
let host: TestOpsHost;
let printer: VirtualPrinter;
let other: VirtualPrinter;
let kiosk: ReturnType<typeof kioskClient>;
const TYPED = '1.211';

beforeAll(async () => {
  host = await startTestOpsHost({
    env: { PRINTER_PORT: String(PORT), PRINTER_TIMEOUT_MS: '1500' },
  });
  printer = new VirtualPrinter({ address: '127.0.1.211', port: PORT, dataDir });
  other = new VirtualPrinter({ address: '127.0.1.212', port: PORT, dataDir });
  await printer.start();
  await other.start();
  kiosk = kioskClient(host.url, await floorSessionCookie(host, 'chicago'));
});
afterAll(async () => {
  await printer?.stop();
  await other?.stop();
  await host?.stop();
});

const line = { packing_facility_slug: 'chicago', pack_line_name: 'A', printer_ip: TYPED };
const lineData = (name: string, client = kiosk) =>
  client.get(
    `/pack_line_printer/pack_lines/pack_line_data?packing_facility_slug=chicago&pack_line_name=${name}`,
  );

async function boxState(groupId: number) {
  const db = host.handle.db;
  const boxes = await db
    .selectFrom('shipments')
    .leftJoin('labels', 'labels.shipment_id', 'shipments.id')
    .select(['shipments.id', 'shipments.barcode', 'shipments.printed_at', 'labels.print_state'])
    .where('shipments.pack_line_plan_group_id', '=', groupId)
    .orderBy('shipments.id')
    .execute();
  return boxes;
}

describe('signing a printer onto a line', () => {
  it('lists the lines of the facility', async () => {
    const { status, body } = await kiosk.get(
      '/pack_line_printer/pack_lines/pack_line_names?packing_facility_slug=chicago',
    );
    expect(status).toBe(200);
    expect(body.pack_line_names).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('prints a test label with a fresh code, which the host checks', async () => {
    const assigned = await kiosk.post('/pack_line_printer/pack_lines/printer_assignment', line);
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ printer_ip: '127.0.1.211', pack_line_name: 'A' });
    expect(JSON.stringify(assigned.body)).not.toMatch(/confirmation_code/);
    const code = latestTestCode(printer);
    // The line screen shows no printer until its code is typed back.
    expect((await lineData('A')).body.printer_ip).toBeNull();

    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const refused = await kiosk.post('/pack_line_printer/pack_lines/printer_confirmation', {
      ...line,
      confirmation_code: wrong,
    });
    expect(refused).toMatchObject({ status: 422, body: { message: 'Incorrect printer code' } });

    const confirmed = await kiosk.post('/pack_line_printer/pack_lines/printer_confirmation', {
      ...line,
      confirmation_code: code,
    });
    expect(confirmed.status).toBe(200);
    expect((await lineData('A')).body.printer_ip).toBe('127.0.1.211');
    // Another kiosk's session on the same line has no printer of its own.
    const another = kioskClient(host.url, await floorSessionCookie(host, 'chicago'));
    expect((await lineData('A', another)).body.printer_ip).toBeNull();
  });

  it('reads the line screen: active groups, filtered letters in order, the open menu’s letters; an unknown line is 404', async () => {
    const db = host.handle.db;
    const lineB = await db
      .selectFrom('pack_lines')
      .select(['id', 'current_group_id', 'next_group_id'])
      .where('packing_facility_id', '=', 1)
      .where('name', '=', 'B')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('pack_line_filters')
      .values([
        { pack_line_id: lineB.id, letter: 'P2' },
        { pack_line_id: lineB.id, letter: 'M1' },
      ])
      .execute();
    try {
      const { status, body } = await lineData('b');
      expect(status).toBe(200);
      expect(body.pack_line).toEqual({ id: lineB.id, name: 'B' });
      expect([body.current_group_id, body.next_group_id]).toEqual([
        lineB.current_group_id,
        lineB.next_group_id,
      ]);
      expect(body.filtered_letters).toEqual(['M1', 'P2']);
      expect(body.groups.length).toBeGreaterThan(0);
      expect(body.pickables.protein_letters.length).toBeGreaterThan(0);
    } finally {
      await db.deleteFrom('pack_line_filters').where('pack_line_id', '=', lineB.id).execute();
    }
    const unknown = await lineData('Z');
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'No pack line Z at this facility.' },
    });
  });

  it('a printer address that is not two numbers up to 255 is refused', async () => {
    const { status, body } = await kiosk.post('/pack_line_printer/pack_lines/printer_assignment', {
      ...line,
      printer_ip: '1.999',
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Type only the last two numbers of the printer's address/);
  });

  it('another kiosk sees the conflict, and takes the printer over only when it says so', async () => {
    const second = kioskClient(host.url, await floorSessionCookie(host, 'chicago'));
    const conflict = await second.post('/pack_line_printer/pack_lines/printer_assignment', {
      ...line,
      pack_line_name: 'B',
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe('Printer 127.0.1.211 is in use on line A.');

    const lineConflict = await second.post('/pack_line_printer/pack_lines/printer_assignment', {
      ...line,
      printer_ip: '1.212',
    });
    expect(lineConflict.body.message).toBe('Line A is in use with printer 127.0.1.211.');

    const taken = await second.post('/pack_line_printer/pack_lines/printer_assignment', {
      ...line,
      printer_ip: '1.212',
      take_over: true,
    });
    expect(taken.status).toBe(200);
    // The first kiosk no longer prints on line A.
    const { groupId } = await printableGroup(host.handle.db, 1, 'A');
    const refused = await kiosk.post('/pack_line_printer/print_label', {
      pack_line_plan_group_id: groupId,
      printer_ip: TYPED,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.signed_out).toBe(true);

    // Back to the first kiosk for the tests below.
    await kiosk.post('/pack_line_printer/pack_lines/printer_assignment', {
      ...line,
      take_over: true,
    });
    await kiosk.post('/pack_line_printer/pack_lines/printer_confirmation', {
      ...line,
      confirmation_code: latestTestCode(printer),
    });
  });
});

describe('printing labels', () => {
  it('prints the next box: its label on paper, its record and its printed state agree', async () => {
    const { groupId } = await printableGroup(host.handle.db, 1, 'A');
    const before = printedBarcodes(printer).length;
    const { status, body } = await kiosk.post('/pack_line_printer/print_label', {
      pack_line_plan_group_id: groupId,
      printer_ip: TYPED,
    });
    expect(status).toBe(200);
    const barcodes = printedBarcodes(printer);
    expect(barcodes).toHaveLength(before + 1);
    expect(body.label_data.barcode).toBe(barcodes.at(-1));
    expect(body.label_data.print_state).toBe('printed');
    const box = (await boxState(groupId)).find((b) => b.barcode === body.label_data.barcode)!;
    expect(box.printed_at).not.toBeNull();
    expect(box.print_state).toBe('printed');
    expect(body.labels_printed).toBe((await boxState(groupId)).filter((b) => b.printed_at).length);
    // The answer is the label as the kiosk shows it (no ZPL), and the paper names its record.
    expect(Object.keys(body.label_data).sort()).toEqual([
      'barcode',
      'brand',
      'customer_name',
      'last_printed',
      'metadata_id',
      'pack_line_plan_group_id',
      'print_state',
      'ship_day',
      'shipping_region',
      'shipping_region_category',
      'tracking_number',
    ]);
    const paper = readFileSync(path.join(printer.jobsDir, printer.jobFiles().at(-1)!), 'latin1');
    expect(paper).toContain(`^FDLABEL ${body.label_data.metadata_id}^FS`);

    const data = await kiosk.get(
      '/pack_line_printer/pack_lines/pack_line_data?packing_facility_slug=chicago&pack_line_name=A',
    );
    expect(data.body.reprint_queue[0].metadata_id).toBe(body.label_data.metadata_id);
    expect(data.body.printer_ip).toBe('127.0.1.211');
  });

  it('a printer out of paper is refused with its reason; no box is taken', async () => {
    const { groupId } = await printableGroup(host.handle.db, 1, 'A');
    const before = await boxState(groupId);
    printer.faults = { paperOut: true };
    try {
      const { status, body } = await kiosk.post('/pack_line_printer/print_label', {
        pack_line_plan_group_id: groupId,
        printer_ip: TYPED,
      });
      expect(status).toBe(424);
      expect(body).toMatchObject({ message: 'Cannot connect to printer', reason: 'Paper out' });
    } finally {
      printer.faults = {};
    }
    expect(await boxState(groupId)).toEqual(before);
  });

  it('a printer that refuses the connection: nothing taken, the next print takes the same box', async () => {
    const { groupId } = await printableGroup(host.handle.db, 1, 'A');
    const before = await boxState(groupId);
    await printer.stop();
    try {
      const { status, body } = await kiosk.post('/pack_line_printer/print_label', {
        pack_line_plan_group_id: groupId,
        printer_ip: TYPED,
      });
      expect(status).toBe(424);
      expect(body.reason).toMatch(/connection refused/);
    } finally {
      await printer.start();
    }
    expect(await boxState(groupId)).toEqual(before);
  });

  it('a connection dropped mid-label: recorded as uncertain, never printed twice; reprint resolves it', async () => {
    const { groupId } = await printableGroup(host.handle.db, 1, 'A');
    const files = printer.jobFiles().length;
    printer.mode = 'drop';
    try {
      const { status, body } = await kiosk.post('/pack_line_printer/print_label', {
        pack_line_plan_group_id: groupId,
        printer_ip: TYPED,
      });
      expect(status).toBe(504);
      expect(body.message).toBe(
        'Printer took too long to respond, please make sure the next print is not a duplicate label',
      );
    } finally {
      printer.mode = 'ok';
    }
    expect(printer.jobFiles()).toHaveLength(files);
    const uncertain = await host.handle.db
      .selectFrom('labels')
      .select(['id', 'shipment_id'])
      .where('print_state', '=', 'uncertain')
      .executeTakeFirstOrThrow();
    const metadataId = Number(uncertain.id);

    // The next print takes another box: the uncertain one is not printed again by itself.
    const next = await kiosk.post('/pack_line_printer/print_label', {
      pack_line_plan_group_id: groupId,
      printer_ip: TYPED,
    });
    expect(next.status).toBe(200);
    expect(Number(next.body.label_data.metadata_id)).not.toBe(metadataId);

    const reprinted = await kiosk.post('/pack_line_printer/reprint_label', {
      printer_ip: TYPED,
      metadata_id: metadataId,
    });
    expect(reprinted.status).toBe(200);
    expect(reprinted.body.label_data.print_state).toBe('printed');
    expect(printer.jobFiles()).toHaveLength(files + 2);
    // The answer is the record as the reprint left it: its new time, and counted twice.
    const record = await host.handle.db
      .selectFrom('labels')
      .select(['last_printed_at', 'print_count', 'print_state'])
      .where('id', '=', metadataId)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ print_count: 2, print_state: 'printed' });
    expect(new Date(reprinted.body.label_data.last_printed).getTime()).toBe(
      record.last_printed_at.getTime(),
    );
    expect(record.last_printed_at.getTime()).toBeGreaterThan(
      new Date(next.body.label_data.last_printed).getTime(),
    );
    expect(reprinted.body.label_data).not.toHaveProperty('zpl');
  });

  it('the label on paper is the box’s carrier label: its barcodes read back as the box, its tracking number and 420 + its ZIP; a reprint is the same label', async () => {
    const { groupId } = await printableGroup(host.handle.db, 1, 'A');
    const { status, body } = await kiosk.post('/pack_line_printer/print_label', {
      pack_line_plan_group_id: groupId,
      printer_ip: TYPED,
    });
    expect(status).toBe(200);
    const box = await host.handle.db
      .selectFrom('shipments')
      .select([
        'barcode',
        'tracking_number',
        'customer_name',
        'address_line1',
        'address_postal_code',
      ])
      .where('barcode', '=', body.label_data.barcode)
      .executeTakeFirstOrThrow();
    const paper = readFileSync(path.join(printer.jobsDir, printer.jobFiles().at(-1)!), 'latin1');
    expect(paper).toContain('^FD4200 S PACKERS AVE^FS');
    expect(paper).toContain(`^FD${box.address_line1!.toUpperCase()}^FS`);
    const { file } = await renderZpl(paper);
    const zip = box.address_postal_code!.replace('-', '');
    expect(await readCode128(file)).toEqual(
      expect.arrayContaining([
        { text: box.barcode, symbologyIdentifier: ']C0' },
        { text: box.tracking_number, symbologyIdentifier: ']C0' },
        { text: `(420)${zip}`, symbologyIdentifier: ']C1' },
      ]),
    );
    const reprinted = await kiosk.post('/pack_line_printer/reprint_label', {
      printer_ip: TYPED,
      metadata_id: body.label_data.metadata_id,
    });
    expect(reprinted.status).toBe(200);
    expect(readFileSync(path.join(printer.jobsDir, printer.jobFiles().at(-1)!), 'latin1')).toBe(
      paper,
    );
  }, 60_000);

  it('a box whose address went missing after label generation is refused with the reason; nothing is taken or printed', async () => {
    const db = host.handle.db;
    const { groupId } = await printableGroup(db, 1, 'A');
    const unprinted = db
      .updateTable('shipments')
      .where('pack_line_plan_group_id', '=', groupId)
      .where('printed_at', 'is', null);
    const saved = await db
      .selectFrom('shipments')
      .select(['id', 'address_postal_code'])
      .where('pack_line_plan_group_id', '=', groupId)
      .where('printed_at', 'is', null)
      .execute();
    const before = await boxState(groupId);
    const files = printer.jobFiles().length;
    await unprinted.set({ address_postal_code: null }).execute();
    try {
      const { status, body } = await kiosk.post('/pack_line_printer/print_label', {
        pack_line_plan_group_id: groupId,
        printer_ip: TYPED,
      });
      expect(status).toBe(422);
      expect(body.message).toMatch(
        /^Box \d+-\w+ has no complete ship-to address, so its label cannot be printed\. Fix its address first\.$/,
      );
    } finally {
      for (const box of saved) {
        await db
          .updateTable('shipments')
          .set({ address_postal_code: box.address_postal_code })
          .where('id', '=', box.id)
          .execute();
      }
    }
    expect(await boxState(groupId)).toEqual(before);
    expect(printer.jobFiles()).toHaveLength(files);
  });

  it('a facility without a return address prints no label, and says why', async () => {
    const db = host.handle.db;
    const { groupId } = await printableGroup(db, 1, 'A');
    const before = await boxState(groupId);
    const files = printer.jobFiles().length;
    await db
      .updateTable('packing_facilities')
      .set({ return_address_line1: null })
      .where('id', '=', 1)
      .execute();
    try {
      const { status, body } = await kiosk.post('/pack_line_printer/print_label', {
        pack_line_plan_group_id: groupId,
        printer_ip: TYPED,
      });
      expect(status).toBe(422);
      expect(body.message).toBe('Chicago has no return address, so no label can be printed there.');
    } finally {
      await db
        .updateTable('packing_facilities')
        .set({ return_address_line1: '4200 S Packers Ave' })
        .where('id', '=', 1)
        .execute();
    }
    expect(await boxState(groupId)).toEqual(before);
    expect(printer.jobFiles()).toHaveLength(files);
  });

  it('a group whose labels are all printed answers that nothing is left, changing nothing', async () => {
    const unpackable = await host.handle.db
      .selectFrom('pack_line_plan_groups')
      .select('id')
      .where('packing_facility_id', '=', 1)
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('shipments')
          .select('pack_line_plan_group_id')
          .where('printed_at', 'is', null)
          .where('pack_line_plan_group_id', 'is not', null)
          .$narrowType<{ pack_line_plan_group_id: number }>(),
      )
      .executeTakeFirstOrThrow();
    const { status, body } = await kiosk.post('/pack_line_printer/print_label', {
      pack_line_plan_group_id: unpackable.id,
      printer_ip: TYPED,
    });
    expect(status).toBe(409);
    expect(body.message).toBe('There are no labels left to print in this group.');
  });

  it('a training label needs the supervisor code', async () => {
    const body = { packing_facility_slug: 'chicago', printer_ip: TYPED };
    const code = await currentLoginCode(host, 'chicago');
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    const refused = await kiosk.post('/pack_line_printer/print_training_label', {
      ...body,
      login_code: wrong,
    });
    expect(refused).toMatchObject({
      status: 422,
      body: { message: 'Incorrect confirmation code. Please try again.' },
    });
    const files = printer.jobFiles().length;
    const printed = await kiosk.post('/pack_line_printer/print_training_label', {
      ...body,
      login_code: code,
    });
    expect(printed.status).toBe(200);
    expect(printer.jobFiles()).toHaveLength(files + 1);
  });

  it('finds labels by customer, tracking number or region from 3 characters', async () => {
    const short = await kiosk.get(
      '/pack_line_printer/search_labels/search?packing_facility_slug=chicago&search_text=ab',
    );
    expect(short.status).toBe(400);
    const queue = await kiosk.get(
      '/pack_line_printer/pack_lines/pack_line_data?packing_facility_slug=chicago&pack_line_name=A',
    );
    const label = queue.body.reprint_queue[0];
    const found = await kiosk.get(
      `/pack_line_printer/search_labels/search?packing_facility_slug=chicago&search_text=${encodeURIComponent(label.tracking_number)}`,
    );
    expect(found.body.labels.map((l: { metadata_id: number }) => l.metadata_id)).toContain(
      label.metadata_id,
    );
  });
});
