import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { VirtualPrinter } from '../ops-host/src/label-printers/virtual-printer.ts';
import { attempt } from './support/attempt.ts';
import { kioskOnLine, shippingLabels } from './support/printer-kiosk.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`;

/** Chicago line B and its virtual printer (127.0.1.2), started by npm start. */
const LINE = 'B';
const PRINTER = 2;

/**
 * A kiosk on the line with the printer, and every GraphQL operation it sends over HTTP, by its
 * name, but for the screen's timed ones (the printer's status, the heartbeat), which may come at
 * any time; once the screen's reads of the line are over: its line channel said it is live (the
 * screen reads the line then; a read still on its way answers for both) and every read of the
 * line has its answer.
 */
async function kioskRecording(page: Page, browser: Browser, printer: number) {
  const timed = new Set(['KioskPrinterStatusQuery', 'FloorHeartbeatMutation']);
  const operations: string[] = [];
  const lineReads = { sent: 0, answered: 0 };
  let live = false;
  const operationOf = (request: Request) =>
    request.url().includes('/graphql') && request.method() === 'POST'
      ? ((request.postDataJSON() as { operationName?: string } | null)?.operationName ??
        '(unnamed)')
      : undefined;
  const { kiosk } = await kioskOnLine(page, browser, LINE, printer, async (kiosk) => {
    kiosk.on('request', (request) => {
      const name = operationOf(request);
      if (name === undefined) return;
      if (!timed.has(name)) operations.push(name);
      if (name === 'KioskLineQuery') lineReads.sent += 1;
    });
    const answered = (request: Request) => {
      if (operationOf(request) === 'KioskLineQuery') lineReads.answered += 1;
    };
    kiosk.on('requestfinished', answered);
    kiosk.on('requestfailed', answered);
    kiosk.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (/"printerLineUpdates":\{[^}]*"event":"live"/.test(String(payload))) live = true;
      }),
    );
  });
  await expect
    .poll(() => live && lineReads.sent > 0 && lineReads.answered === lineReads.sent)
    .toBe(true);
  await kiosk.waitForLoadState('networkidle');
  const groups = kiosk.getByRole('region', { name: 'Groups' });
  const current = groups.locator('li[aria-current="true"]');
  const printedText = async () => /(\d+)\/(\d+) printed/.exec((await current.textContent()) ?? '');
  const queue = kiosk.getByRole('region', { name: 'Reprint queue' });
  return { kiosk, operations, current, printedText, queue };
}

test("a print updates the line screen from the print's answer alone, without reading the line again", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { kiosk, operations, current, printedText, queue } = await kioskRecording(
    page,
    browser,
    PRINTER,
  );
  const before = await printedText();
  expect(before).not.toBeNull();
  const queuedBefore = await queue.getByRole('button', { name: 'Reprint' }).count();
  operations.length = 0;

  // step: Print Label: one label comes out, and the group's count and the queue change on screen
  const labelsBefore = shippingLabels(PRINTER).length;
  await kiosk.getByRole('button', { name: 'Print Label' }).click();
  await expect.poll(() => shippingLabels(PRINTER).length).toBe(labelsBefore + 1);
  await expect(kiosk.getByText(/^Label for /)).toBeVisible();
  await expect(current).toContainText(`${Number(before![1]) + 1}/${before![2]} printed`);
  await expect(queue.getByRole('button', { name: 'Reprint' })).toHaveCount(
    Math.min(queuedBefore + 1, 30),
  );
  // The print alone: the line is not read again (no KioskLineQuery).
  expect(operations).toEqual(['KioskPrintLabelMutation']);
  await kiosk.screenshot({ path: 'test-results/printer-kiosk-cache-printed.png', fullPage: true });

  // step: a reprint from the queue: the reprint alone, the line is not read either
  operations.length = 0;
  const beforeReprint = shippingLabels(PRINTER).length;
  await queue.getByRole('button', { name: 'Reprint' }).first().click();
  await expect.poll(() => shippingLabels(PRINTER).length).toBe(beforeReprint + 1);
  await expect(kiosk.getByRole('button', { name: 'Print Label' })).toBeEnabled();
  expect(operations).toEqual(['KioskReprintLabelMutation']);
  await kiosk.context().close();
});

test('a refused print or reprint shows why, and the line from its answer, without reading the line again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A printer only this flow uses (one of its own on each attempt), whose paper runs out.
  const number = 70 + attempt();
  const printer = new VirtualPrinter({ address: `127.0.1.${number}`, port: port + 5000, dataDir });
  await printer.start();
  try {
    const { kiosk, operations, current, printedText, queue } = await kioskRecording(
      page,
      browser,
      number,
    );
    await kiosk.getByRole('button', { name: 'Print Label' }).click();
    await expect(kiosk.getByText(/^Label for /)).toBeVisible();
    await expect(kiosk.getByRole('button', { name: 'Print Label' })).toBeEnabled();
    const printed = (await printedText())![0];

    // step: out of paper, Print Label and Reprint are refused with the printer's reason; each
    // answer alone updates the screen (the line as the host has it), the line is not read again
    printer.faults = { paperOut: true };
    const refusal = kiosk.getByRole('dialog', { name: 'Cannot connect to printer' });
    for (const [button, operation] of [
      [kiosk.getByRole('button', { name: 'Print Label' }), 'KioskPrintLabelMutation'],
      [queue.getByRole('button', { name: 'Reprint' }).first(), 'KioskReprintLabelMutation'],
    ] as const) {
      operations.length = 0;
      await button.click();
      await expect(refusal.getByText('Paper out')).toBeVisible();
      await expect(kiosk.getByText(/^Label for /)).toHaveCount(0);
      await expect(current).toContainText(printed);
      // A read of the line would follow the answer at once.
      await kiosk.waitForTimeout(1_000);
      expect(operations).toEqual([operation]);
      await refusal.getByRole('button', { name: /OK$/ }).click();
      await expect(refusal).toBeHidden();
    }
    await kiosk.screenshot({ path: 'test-results/printer-kiosk-cache-refused.png' });
    await kiosk.context().close();
  } finally {
    await printer.stop();
  }
});
