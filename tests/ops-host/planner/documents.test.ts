import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';

let host: TestOpsHost;
let admin: string;
let smtp: SMTPServer;
const mails: ParsedMail[] = [];

beforeAll(async () => {
  // A real SMTP server: the host's notifier mails the chase list and zone barcodes to it.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  host = await startTestOpsHost({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: 'chasers@example.com' },
  });
  admin = await signInCookie(host.url);
}, 240_000);
afterAll(async () => {
  await host?.stop();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

function call(method: string, url: string, body?: unknown, cookie = admin) {
  return fetch(`${host.url}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Text drawn in a standard font is written as hex strings in an uncompressed PDF. */
const holdsText = (pdf: Buffer, text: string) =>
  pdf.toString('latin1').toLowerCase().includes(Buffer.from(text).toString('hex'));

/** Each text the PDF draws: a TJ array's hex strings joined (pdfkit splits them to kern). */
function pdfLines(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)].map((match) =>
    [...match[1]!.matchAll(/<([0-9a-f]*)>/g)]
      .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
      .join(''),
  );
}

async function someGroup() {
  return host.handle.db
    .selectFrom('pack_line_plan_groups as g')
    .innerJoin('shipments as s', 's.pack_line_plan_group_id', 'g.id')
    .select(['g.id', 'g.name', 's.barcode'])
    .where('g.packing_facility_id', '=', 1)
    .orderBy('g.id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('label PDFs', () => {
  it('makes one PDF of the groups’ box labels, downloadable, and announces its link', async () => {
    const group = await someGroup();
    const boxes = await host.handle.db
      .selectFrom('shipments')
      .select('barcode')
      .where('pack_line_plan_group_id', '=', group.id)
      .execute();
    const response = await call('POST', '/pack_line_planner/pack_line_plan_groups_pdfs', {
      packing_facility_id: 1,
      pack_line_plan_group_ids: [group.id],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      pdf: { id: string; download_path: string };
    };
    expect(body.success).toBe(true);
    expect(body.pdf.download_path).toBe(`/downloads/pdfs/${body.pdf.id}?packing_facility_id=1`);

    const download = await call(
      'GET',
      `/pack_line_planner/pdfs/${body.pdf.id}?packing_facility_id=1`,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await download.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const box of boxes) expect(holdsText(pdf, box.barcode)).toBe(true);
    // A page per box, each with its Code 128 image.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(boxes.length);
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');

    // No chat webhook configured: the announcement is in the outbox, with the link.
    const outbox = path.join(host.config.dataDir, 'outbox');
    const folders = await readdir(outbox);
    const messages = await Promise.all(
      folders.map(async (folder) =>
        JSON.parse(await readFile(path.join(outbox, folder, 'message.json'), 'utf8')),
      ),
    );
    const chat = messages.find((message) => message.kind === 'chat');
    expect(chat.text).toContain(body.pdf.download_path);
    expect(chat.text).toContain(group.name);
  });

  it('shows each box’s label as the printer printed it: the same lines as its stored ZPL', async () => {
    const printed = await host.handle.db
      .selectFrom('labels as lb')
      .innerJoin('shipments as s', 's.id', 'lb.shipment_id')
      .select(['s.pack_line_plan_group_id as groupId', 'lb.zpl', 's.barcode'])
      .where('s.packing_facility_id', '=', 1)
      .where('s.pack_line_plan_group_id', 'is not', null)
      .orderBy('lb.id')
      .executeTakeFirstOrThrow();
    const response = await call('POST', '/pack_line_planner/pack_line_plan_groups_pdfs', {
      packing_facility_id: 1,
      pack_line_plan_group_ids: [printed.groupId],
    });
    const { pdf: made } = (await response.json()) as { pdf: { id: string } };
    const download = await call('GET', `/pack_line_planner/pdfs/${made.id}?packing_facility_id=1`);
    const lines = pdfLines(Buffer.from(await download.arrayBuffer()));
    const zplLines = [...printed.zpl.matchAll(/\^A0N,\d+,\d+(?:\^FR)?\^FD([^^]*)\^FS/g)].map(
      (match) => match[1]!,
    );
    // Sender, ship-to, routing code, service, tracking number, line, region and label id.
    expect(zplLines).toEqual(
      expect.arrayContaining([
        'SHIP TO:',
        'UPS GROUND',
        printed.barcode,
        expect.stringMatching(/^LABEL \d+$/),
      ]),
    );
    expect(zplLines.length).toBeGreaterThan(12);
    expect(zplLines.filter((line) => !lines.includes(line))).toEqual([]);
  });

  it('refuses groups of another facility and stores nothing', async () => {
    const other = await host.handle.db
      .selectFrom('pack_line_plan_groups')
      .select('id')
      .where('packing_facility_id', '<>', 1)
      .executeTakeFirstOrThrow();
    const before = await host.handle.db
      .selectFrom('generated_pdfs' as never)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await call('POST', '/pack_line_planner/pack_line_plan_groups_pdfs', {
      packing_facility_id: 1,
      pack_line_plan_group_ids: [other.id],
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toContain(String(other.id));
    const after = await host.handle.db
      .selectFrom('generated_pdfs' as never)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('hands a PDF only to users of its facility', async () => {
    const group = await someGroup();
    const made = (await (
      await call('POST', '/pack_line_planner/pack_line_plan_groups_pdfs', {
        packing_facility_id: 1,
        pack_line_plan_group_ids: [group.id],
      })
    ).json()) as { pdf: { id: string } };
    const elsewhere = await call(
      'GET',
      `/pack_line_planner/pdfs/${made.pdf.id}?packing_facility_id=2`,
    );
    expect(elsewhere.status).toBe(404);
    const anonymous = await call(
      'GET',
      `/pack_line_planner/pdfs/${made.pdf.id}?packing_facility_id=1`,
      undefined,
      '',
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('mail', () => {
  it('mails the chase list: remaining pickables of the menu as a CSV attachment', async () => {
    const response = await call(
      'GET',
      '/pack_line_planner/remaining_pickables/export_by_menu?packing_facility_id=1',
    );
    expect(response.status).toBe(200);
    const mail = mails.find((m) => m.subject?.startsWith('Chase list'));
    expect(mail?.to).toMatchObject({ text: 'chasers@example.com' });
    const attachment = mail!.attachments.find((a) => a.filename?.endsWith('.csv'));
    const rows = parse(attachment!.content, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'menu',
      'pickable_letter',
      'pickable_name',
      'pickable_type',
      'remaining_quantity',
      'remaining_boxes',
    ]);
    // The figures are those of the unprinted boxes.
    const expected = await host.handle.db
      .selectFrom('shipments as s')
      .innerJoin('shipment_contents as sc', 'sc.shipment_id', 's.id')
      .select((eb) => eb.fn.sum<string>('sc.quantity').as('units'))
      .where('s.packing_facility_id', '=', 1)
      .where('s.printed_at', 'is', null)
      .where('s.is_postponed', '=', false)
      .where('s.menu_id', '=', Number(rows.length > 0 ? await packedMenuId() : 0))
      .executeTakeFirstOrThrow();
    const total = rows.reduce((sum, row) => sum + Number(row.remaining_quantity), 0);
    expect(total).toBe(Number(expected.units));
  });

  it('mails the zone barcode PDF of a line: one CFG barcode per zone', async () => {
    const line = await host.handle.db
      .selectFrom('pack_lines')
      .select(['id', 'name', 'line_preset_id'])
      .where('packing_facility_id', '=', 1)
      .where('line_preset_id', 'is not', null)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    const zones = await host.handle.db
      .selectFrom('zones')
      .select('zone_id')
      .where('line_preset_id', '=', line.line_preset_id!)
      .execute();
    const response = await call('PUT', '/pick_to_light/v2/generate_zone_barcodes_pdf', {
      id: line.id,
      packing_facility_id: 1,
    });
    expect(response.status).toBe(200);
    const mail = mails.find((m) => m.subject?.includes(`pack line ${line.name}`));
    const pdf = mail!.attachments.find((a) => a.contentType === 'application/pdf')!.content;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const abbreviation = (
      await host.handle.db
        .selectFrom('packing_facilities')
        .select('abbreviated_name')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow()
    ).abbreviated_name;
    for (const zone of zones) {
      expect(holdsText(pdf, `CFG-${abbreviation}-${line.name}-${zone.zone_id}`)).toBe(true);
    }
  });

  it('refuses a line of another facility', async () => {
    const other = await host.handle.db
      .selectFrom('pack_lines')
      .select('id')
      .where('packing_facility_id', '<>', 1)
      .executeTakeFirstOrThrow();
    const count = mails.length;
    const response = await call('PUT', '/pick_to_light/v2/generate_zone_barcodes_pdf', {
      id: other.id,
      packing_facility_id: 1,
    });
    expect(response.status).toBe(422);
    expect(mails).toHaveLength(count);
  });
});

async function packedMenuId() {
  const { previousMenu } = await import('../../../ops-host/src/menus/service.ts');
  return (await previousMenu(host.handle.db))!.id;
}
