import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../../ops-host/src/db/database.ts';
import { cannotPackOnLine } from '../../../ops-host/src/pack-lines/packability.ts';
import type { VirtualPrinter } from '../../../ops-host/src/label-printers/virtual-printer.ts';
import { readJson, type Json } from '../../support/http.ts';

/** A kiosk talking to the operations host with its floor session cookie. */
export function kioskClient(url: string, cookie: string) {
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await readJson(response) };
  };
  return {
    get: (route: string) => call('GET', route),
    post: (route: string, body: unknown) => call('POST', route, body),
    put: (route: string, body: unknown) => call('PUT', route, body),
  };
}

/** A group of the line with at least `min` labelled boxes the line can pack. */
export async function printableGroup(db: Db, facilityId: number, lineName: string, min = 3) {
  const row = await db
    .selectFrom('pack_line_plan_groups as g')
    .innerJoin('pack_lines as l', 'l.id', 'g.pack_line_id')
    .innerJoin('shipments as s', 's.pack_line_plan_group_id', 'g.id')
    .select(['g.id', 'l.id as lineId', sql<string>`count(*)`.as('n')])
    .where('l.packing_facility_id', '=', facilityId)
    .where('l.name', '=', lineName)
    .where('s.printed_at', 'is', null)
    .where('s.tracking_number', 'is not', null)
    .where(sql<boolean>`NOT ${cannotPackOnLine('s.id', 'l.id')}`)
    .groupBy(['g.id', 'l.id'])
    .having(sql`count(*)`, '>=', min)
    .orderBy('g.id')
    .executeTakeFirst();
  if (!row) throw new Error(`No group with ${min} printable boxes on line ${lineName}`);
  return { groupId: row.id, lineId: row.lineId, printable: Number(row.n) };
}

/** The confirmation code on the printer's latest test label. */
export function latestTestCode(printer: VirtualPrinter): string {
  const files = printer.jobFiles();
  for (const name of files.reverse()) {
    const zpl = readFileSync(path.join(printer.jobsDir, name), 'latin1');
    if (!zpl.includes('PRINTER TEST LABEL')) continue;
    const code = /\^A0N,200,200\^FD([0-9]{4})\^FS/.exec(zpl)?.[1];
    if (code) return code;
  }
  throw new Error(`No test label on ${printer.address}`);
}

/** A shipping label's box barcode in its ZPL: the Code 128 field of `{id}-{suffix}`. */
export const BOX_BARCODE_ZPL = /\^BCN,\d+,N,N,N,A\^FD(\d+-[A-Za-z0-9]+)\^FS/;

/** The box barcodes on the printer's shipping labels. */
export function printedBarcodes(printer: VirtualPrinter): string[] {
  return printer
    .jobFiles()
    .map((name) => readFileSync(path.join(printer.jobsDir, name), 'latin1'))
    .map((zpl) => BOX_BARCODE_ZPL.exec(zpl)?.[1])
    .filter((barcode): barcode is string => barcode !== undefined);
}

export type { Json };
