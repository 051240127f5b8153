import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PrinterConnection,
  PrinterError,
  printOnPrinter,
} from '../../../ops-host/src/label-printers/client.ts';
import { hostStatusAnswer, parseHostStatus } from '../../../ops-host/src/label-printers/status.ts';
import { VirtualPrinter } from '../../../ops-host/src/label-printers/virtual-printer.ts';
import {
  fieldData,
  shippingLabelZpl,
  testLabelZpl,
  type ShippingLabel,
} from '../../../ops-host/src/label-printers/zpl.ts';

const ADDRESS = '127.0.2.201';
const dataDir = mkdtempSync(path.join(tmpdir(), 'printers-'));
let printer: VirtualPrinter;

beforeAll(async () => {
  printer = new VirtualPrinter({ address: ADDRESS, dataDir });
  await printer.start();
});
afterEach(async () => {
  printer.mode = 'ok';
  printer.faults = {};
  await printer.start();
});
afterAll(() => printer.stop());

const label: ShippingLabel = {
  barcode: '123456789-AB12',
  customerName: 'José ^Lovelace~',
  shipTo: {
    line1: '1234 N Milwaukee Ave',
    line2: 'Apt 2',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60622',
  },
  returnAddress: {
    line1: '4200 S Packers Ave',
    line2: null,
    city: 'Chicago',
    state: 'IL',
    postalCode: '60609',
  },
  trackingNumber: '1Z999AA10123456784',
  brand: 'Home Chef',
  shippingRegion: 'Chicago Metro',
  shipDate: '2026-11-23',
  shipDay: 'Monday',
  packLineName: 'A',
  metadataId: 42,
};

async function failure(promise: Promise<unknown>): Promise<PrinterError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrinterError);
  return error as PrinterError;
}

describe('ZPL labels', () => {
  it('a shipping label carries the carrier zones: sender, ship-to, routing, service, tracking, box strip', () => {
    const zpl = shippingLabelZpl(label);
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.endsWith('^XZ')).toBe(true);
    expect(zpl).toContain('^PW812');
    expect(zpl).toContain('^LL1218');
    // Sender: the brand and the facility's return address.
    expect(zpl).toMatch(
      /\^FDHOME CHEF\^FS[^]*\^FD4200 S PACKERS AVE\^FS[^]*\^FDCHICAGO IL 60609\^FS/,
    );
    // Ship-to, upper case; field data cannot start a ZPL command, accents are dropped.
    expect(zpl).toContain('^FDSHIP TO:^FS');
    expect(zpl).toContain('^FDJOSE LOVELACE^FS');
    expect(zpl).toMatch(
      /\^FD1234 N MILWAUKEE AVE\^FS[^]*\^FDAPT 2\^FS[^]*\^FDCHICAGO IL 60622\^FS/,
    );
    // Routing code, and the postal barcode: GS1-128 (code set C, FNC1) of 420 + ZIP.
    expect(zpl).toContain('^FDIL 606^FS');
    expect(zpl).toMatch(/\^BCN,\d+,N,N,N,N\^FD>;>842060622\^FS/);
    // Service band (white on black), tracking number and its barcode.
    expect(zpl).toContain('^FR^FDUPS GROUND^FS');
    expect(zpl).toContain('^FDTRACKING #: 1Z999AA10123456784^FS');
    expect(zpl).toMatch(/\^BCN,\d+,N,N,N,A\^FD1Z999AA10123456784\^FS/);
    // The pack line's strip: line, region, label id and the box barcode.
    expect(zpl).toContain('^FDLINE A^FS');
    expect(zpl).toContain('^FDCHICAGO METRO^FS');
    expect(zpl).toContain('^FDLABEL 42^FS');
    expect(zpl).toMatch(/\^BCN,\d+,N,N,N,A\^FD123456789-AB12\^FS/);
  });

  it('field data loses control prefixes and non-printable characters', () => {
    expect(fieldData('a^XZb~HSc\u0007')).toBe('a XZb HSc?');
    expect(fieldData('Zoë Núñez-García 李')).toBe('Zoe Nunez-Garcia ?');
  });

  it('the test label shows its confirmation code', () => {
    expect(
      testLabelZpl({ confirmationCode: '0427', packLineName: 'B', printerIp: '127.0.1.2' }),
    ).toContain('^FD0427^FS');
  });
});

describe('~HS status', () => {
  it('reads each fault and names it', () => {
    expect(parseHostStatus(hostStatusAnswer()).faults).toEqual([]);
    expect(parseHostStatus(hostStatusAnswer({ paperOut: true })).faults).toEqual(['Paper out']);
    expect(parseHostStatus(hostStatusAnswer({ headOpen: true })).faults).toEqual([
      'Printer head open',
    ]);
    expect(parseHostStatus(hostStatusAnswer({ paused: true })).faults).toEqual(['Printer paused']);
    expect(parseHostStatus(hostStatusAnswer({ bufferFull: true })).faults).toEqual([
      'Printer buffer full',
    ]);
  });

  it('refuses an answer that is not a printer status', () => {
    expect(() => parseHostStatus('HTTP/1.1 400 Bad Request\r\n')).toThrow(/label printer/);
  });
});

describe('printing on a virtual printer', () => {
  it('a ready printer prints the job: one more ZPL file with the label', async () => {
    const before = printer.jobFiles().length;
    await printOnPrinter(ADDRESS, shippingLabelZpl(label));
    const files = printer.jobFiles();
    expect(files).toHaveLength(before + 1);
    expect(readFileSync(path.join(printer.jobsDir, files.at(-1)!), 'latin1')).toContain(
      '123456789-AB12',
    );
  });

  it('a printer out of paper is refused with its reason, and is never sent the label', async () => {
    printer.faults = { paperOut: true };
    const before = printer.jobFiles().length;
    const error = await failure(printOnPrinter(ADDRESS, shippingLabelZpl(label)));
    expect(error.failure).toBe('fault');
    expect(error.message).toBe('Paper out');
    expect(error.jobSent).toBe(false);
    expect(printer.jobFiles()).toHaveLength(before);
  });

  it('a head open or paused printer is refused with its reason', async () => {
    printer.faults = { headOpen: true, paused: true };
    const error = await failure(
      printOnPrinter(
        ADDRESS,
        testLabelZpl({ confirmationCode: '1111', packLineName: 'A', printerIp: ADDRESS }),
      ),
    );
    expect(error.message).toBe('Printer head open, Printer paused');
  });

  it('a printer that refuses connections: unreachable, nothing sent', async () => {
    await printer.stop();
    const error = await failure(printOnPrinter(ADDRESS, shippingLabelZpl(label)));
    expect(error.failure).toBe('unreachable');
    expect(error.message).toMatch(/connection refused/);
    expect(error.jobSent).toBe(false);
  });

  it('a printer that hangs: timeout before anything is sent', async () => {
    printer.mode = 'hang';
    const error = await failure(
      printOnPrinter(ADDRESS, shippingLabelZpl(label), { timeoutMs: 300 }),
    );
    expect(error.failure).toBe('timeout');
    expect(error.jobSent).toBe(false);
  });

  it('a connection dropped mid-job: the job may have been sent, and nothing is printed', async () => {
    printer.mode = 'drop';
    const before = printer.jobFiles().length;
    const error = await failure(printOnPrinter(ADDRESS, shippingLabelZpl(label)));
    expect(error.failure).toBe('dropped');
    expect(error.jobSent).toBe(true);
    expect(printer.jobFiles()).toHaveLength(before);
  });

  it('a connection dropped after printing: uncertain for the host, printed on paper', async () => {
    printer.mode = 'drop_after_print';
    const before = printer.jobFiles().length;
    const error = await failure(printOnPrinter(ADDRESS, shippingLabelZpl(label)));
    expect(error.jobSent).toBe(true);
    expect(printer.jobFiles()).toHaveLength(before + 1);
  });

  it('status and a print on one connection', async () => {
    const connection = await PrinterConnection.open(ADDRESS);
    try {
      expect((await connection.status()).faults).toEqual([]);
      await connection.print(shippingLabelZpl(label));
      await connection.print(shippingLabelZpl({ ...label, metadataId: 43 }));
    } finally {
      connection.close();
    }
  });
});
