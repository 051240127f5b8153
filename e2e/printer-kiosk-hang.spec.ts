import { TOOK_TOO_LONG } from '@ops/schema/printer-kiosk/print-messages';
import { expect, test, type Page } from '@playwright/test';
import { kioskOnLine, shippingLabels } from './support/printer-kiosk.ts';
import { ownGateway } from './support/own-gateway.ts';

const LINE = 'B';
const PRINTER = 2;
const labelsPrinted = () => shippingLabels(PRINTER).length;

/** '{printed}/{boxCount} printed' of each group, as the host has them now. */
async function hostCounts(kiosk: Page, gatewayUrl: string): Promise<string[]> {
  const response = await kiosk.request.post(`${gatewayUrl}/graphql`, {
    data: {
      query: `query ($slug: String!, $line: String!) {
        kioskLine(packingFacilitySlug: $slug, packLineName: $line) {
          groups { printedBoxCount boxCount }
        }
      }`,
      variables: { slug: 'chicago', line: LINE },
    },
  });
  const body = (await response.json()) as {
    data: { kioskLine: { groups: { printedBoxCount: number; boxCount: number }[] } };
  };
  return body.data.kioskLine.groups.map((g) => `${g.printedBoxCount}/${g.boxCount} printed`);
}

/** The same, as the kiosk shows them. */
async function shownCounts(kiosk: Page): Promise<string[]> {
  const items = await kiosk.getByRole('region', { name: 'Groups' }).getByRole('listitem').all();
  return Promise.all(
    items.map(async (item) => /\d+\/\d+ printed/.exec((await item.textContent()) ?? '')?.[0] ?? ''),
  );
}

test('a print while the gateway hangs says the printer took too long, and is never shown as printed later', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const gateway = ownGateway();
  await gateway.start();
  try {
    let dialogsLoaded = false;
    const { kiosk } = await kioskOnLine(
      page,
      browser,
      LINE,
      PRINTER,
      async (kiosk) => {
        kiosk.on('requestfinished', (request) => {
          if (request.url().includes('/notice-dialog-')) dialogsLoaded = true;
        });
        // Every time a 'Label for …' appears is counted, so a label shown late cannot go unseen.
        await kiosk.addInitScript(() => {
          const seen = { labels: 0 };
          Object.assign(window, { seen });
          let shown = false;
          new MutationObserver(() => {
            const now = [...document.querySelectorAll('.ant-alert-message')].some((node) =>
              node.textContent?.startsWith('Label for '),
            );
            if (now && !shown) seen.labels += 1;
            shown = now;
          }).observe(document, { subtree: true, childList: true, characterData: true });
        });
        await kiosk.clock.install();
      },
      gateway.url,
    );
    const labelsShown = () =>
      kiosk.evaluate(() => (window as unknown as { seen: { labels: number } }).seen.labels);

    // step: the line screen has loaded its dialogs' code (a few seconds after it showed); from
    // here its clock moves only when the flow moves it
    await expect(async () => {
      await kiosk.clock.runFor(1_000);
      expect(dialogsLoaded).toBe(true);
    }).toPass({ timeout: 30_000 });
    await kiosk.clock.pauseAt(await kiosk.evaluate(() => Date.now() + 1_000));
    const printedBefore = labelsPrinted();

    // step: the gateway hangs (SIGSTOP); Print Label gets no answer, and after its 12 s the kiosk
    // says the printer took too long: the label may be on paper
    gateway.freeze();
    const print = kiosk.getByRole('button', { name: 'Print Label' });
    await print.click();
    await kiosk.clock.runFor(12_000);
    const tooLong = kiosk.getByRole('dialog', { name: TOOK_TOO_LONG });
    await expect(tooLong).toBeVisible();
    await expect(print).toBeEnabled();
    // The dialog's entrance runs on the page's clock.
    await kiosk.clock.runFor(1_000);
    await kiosk.screenshot({ path: 'test-results/printer-kiosk-hang-print.png' });
    await tooLong.getByRole('button', { name: /OK$/ }).click();
    expect(await labelsShown()).toBe(0);

    // step: the gateway catches up (SIGCONT) and carries out the print it took meanwhile: the
    // label comes out late, the duplicate the message warns of
    gateway.thaw();
    await expect.poll(labelsPrinted, { timeout: 30_000 }).toBe(printedBefore + 1);

    // step: time flows again; the kiosk reads its line until a read answers, then once more,
    // and shows the host's counts, that label included
    await kiosk.clock.resume();
    await expect(async () => {
      expect(await shownCounts(kiosk)).toEqual(await hostCounts(kiosk, gateway.url));
    }).toPass({ timeout: 60_000 });

    // step: the kiosk never showed that label as printed
    expect(await labelsShown()).toBe(0);
    await expect(kiosk.getByText(/^Label for /)).toBeHidden();

    // step: the next print, with the gateway answering, is shown as printed
    await print.click();
    await expect(kiosk.getByText(/^Label for /)).toBeVisible();
    expect(await labelsShown()).toBe(1);

    // step: the printer leaves the line (the back arrow), free for the other flows
    await kiosk.getByRole('button', { name: 'Back to the line selector' }).click();
    await kiosk.waitForURL('**/chicago/pack_line_printer/line_selector');
  } finally {
    await gateway.stop();
  }
});
