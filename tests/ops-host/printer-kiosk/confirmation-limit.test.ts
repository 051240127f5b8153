import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualPrinter } from '../../../ops-host/src/label-printers/virtual-printer.ts';
import { freePort } from '../../support/host-process.ts';
import { floorSessionCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { kioskClient, latestTestCode } from './kiosk-support.ts';

// Guessing the test label's 4-digit code: wrong codes count against the printer and against the
// floor session, whichever assignment (and code) they were typed for, 5 per 5 minutes. The host's
// clock is the test's, so the window is passed without waiting.

const WAIT = /^Too many incorrect codes\. Please wait [0-9]+ seconds and try again\.$/;
let now = new Date('2026-11-24T15:00:00Z');
let host: TestOpsHost;
const printers: Record<string, VirtualPrinter> = {};

beforeAll(async () => {
  const port = await freePort();
  host = await startTestOpsHost({
    env: { PRINTER_PORT: String(port), PRINTER_TIMEOUT_MS: '1500' },
    clock: () => now,
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'confirmation-limit-'));
  for (const typed of ['1.221', '1.222', '1.223', '1.224']) {
    printers[typed] = new VirtualPrinter({ address: `127.0.${typed}`, port, dataDir });
    await printers[typed].start();
  }
});
afterAll(async () => {
  for (const printer of Object.values(printers)) await printer.stop();
  await host?.stop();
});

const wrongCode = (right: string) => String((Number(right) + 1) % 10_000).padStart(4, '0');

/** A Chicago kiosk signing a printer onto a line, and typing the test label's code. */
async function kioskOn(lineName: string) {
  const kiosk = kioskClient(host.url, await floorSessionCookie(host, 'chicago'));
  return {
    /** Assigns the printer (taking it over), and answers the code on its new test label. */
    async assign(typed: string) {
      const line = {
        packing_facility_slug: 'chicago',
        pack_line_name: lineName,
        printer_ip: typed,
      };
      const assigned = await kiosk.post('/pack_line_printer/pack_lines/printer_assignment', {
        ...line,
        take_over: true,
      });
      expect(assigned.status).toBe(200);
      const code = latestTestCode(printers[typed]!);
      return {
        code,
        type: (confirmationCode: string) =>
          kiosk.post('/pack_line_printer/pack_lines/printer_confirmation', {
            ...line,
            confirmation_code: confirmationCode,
          }),
      };
    },
  };
}

describe('wrong printer confirmation codes', () => {
  it('100 guesses with a take-over between each: 5 are compared, the rest and then the right code wait, also for another kiosk', async () => {
    const first = await kioskOn('A');
    const answers: Record<string, number> = {};
    for (let guess = 0; guess < 100; guess += 1) {
      const { code, type } = await first.assign('1.221');
      const { status, body } = await type(wrongCode(code));
      const key = `${status} ${String(body.message).replace(/[0-9]+ seconds/, 'N seconds')}`;
      answers[key] = (answers[key] ?? 0) + 1;
    }
    expect(answers).toEqual({
      '422 Incorrect printer code': 5,
      '429 Too many incorrect codes. Please wait N seconds and try again.': 95,
    });

    // The right code as the 101st attempt is not even compared.
    const { code, type } = await first.assign('1.221');
    const right = await type(code);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(WAIT);
    expect(right.body.retry_after_seconds).toBe(300);

    // Another kiosk taking the printer over shares the printer's count.
    const second = await kioskOn('B');
    const taken = await second.assign('1.221');
    expect((await taken.type(taken.code)).status).toBe(429);

    // A minute later the printer still waits; five minutes after the guesses it is free again.
    now = new Date(now.getTime() + 61_000);
    const later = await taken.type(taken.code);
    expect(later.status).toBe(429);
    expect(later.body.retry_after_seconds).toBe(239);
    now = new Date(now.getTime() + 240_000);
    expect(await taken.type(taken.code)).toMatchObject({
      status: 200,
      body: { confirmed: true, printer_ip: '127.0.1.221' },
    });
  });

  it('count per floor session across printers, and a right code never counts', async () => {
    const kiosk = await kioskOn('C');
    const onFirst = await kiosk.assign('1.222');
    for (let guess = 0; guess < 4; guess += 1) {
      expect((await onFirst.type(wrongCode(onFirst.code))).status).toBe(422);
    }
    expect((await onFirst.type(onFirst.code)).status).toBe(200);
    expect((await onFirst.type(onFirst.code)).status).toBe(200);

    // Another printer: the session's fifth wrong code is still compared, its sixth is not.
    const onSecond = await kiosk.assign('1.223');
    expect((await onSecond.type(wrongCode(onSecond.code))).status).toBe(422);
    const waiting = await onSecond.type(onSecond.code);
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toMatch(WAIT);

    // Nor may the session start over on a third printer; another kiosk there is not held back.
    const onThird = await kiosk.assign('1.224');
    expect((await onThird.type(onThird.code)).status).toBe(429);
    const other = await (await kioskOn('D')).assign('1.224');
    expect((await other.type(other.code)).status).toBe(200);
  });
});
