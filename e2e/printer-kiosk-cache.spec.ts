import { expect, test } from '@playwright/test';
import { kioskOnLine, shippingLabels } from './support/printer-kiosk.ts';

/** Chicago line B and its virtual printer (127.0.1.2), started by npm start. */
const LINE = 'B';
const PRINTER = 2;

test("a print updates the line screen from the print's answer alone, without reading the line again", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Every GraphQL operation the kiosk sends over HTTP, by its name, but for the screen's timed
  // ones (the printer's status, the heartbeat), which may come at any time.
  const timed = new Set(['KioskPrinterStatusQuery', 'FloorHeartbeatMutation']);
  const operations: string[] = [];
  let lineReads = 0;
  const { kiosk } = await kioskOnLine(page, browser, LINE, PRINTER, async (kiosk) => {
    kiosk.on('request', (request) => {
      if (!request.url().includes('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { operationName?: string } | null;
      const name = body?.operationName ?? '(unnamed)';
      if (!timed.has(name)) operations.push(name);
    });
    kiosk.on('requestfinished', (request) => {
      const body = request.postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'KioskLineQuery') lineReads += 1;
    });
  });
  const groups = kiosk.getByRole('region', { name: 'Groups' });
  const current = groups.locator('li[aria-current="true"]');
  const printedText = async () => /(\d+)\/(\d+) printed/.exec((await current.textContent()) ?? '');
  const queue = kiosk.getByRole('region', { name: 'Reprint queue' });
  // The screen's reads of the line are over: its first, and the one once its channel is live.
  await expect.poll(() => lineReads).toBeGreaterThanOrEqual(2);
  await kiosk.waitForLoadState('networkidle');
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
