import { expect, test, type Page, type Request } from '@playwright/test';
import { ownGateway } from './support/own-gateway.ts';
import { opsCommand, rotateLoginCode, signIn } from './support/stack.ts';

interface BoxBarcodes {
  boxes: { barcode: string }[];
}

/** A fresh supervisor code, and barcodes of boxes on Chicago's line A, unscanned first. */
async function screenData() {
  const code = await rotateLoginCode('CHI');
  const { boxes } = JSON.parse(
    await opsCommand('box-barcodes', '--facility', 'CHI', '--line', 'A', '--limit', '3'),
  ) as BoxBarcodes;
  return { code, boxes };
}

/** The banner of a box scan that had no answer within its 7 s. */
const NO_ANSWER = 'ERROR: No answer in time. Please scan the box again.';
const NO_ANSWER_ES = 'Sin respuesta a tiempo. Por favor, escanee la caja de nuevo.';

/**
 * Moves the screen's clock a second at a time until its next heartbeat is sent, then waits for
 * that heartbeat's answer with the clock still. A single long jump of the clock would also run
 * the heartbeat's own time-out before a real answer could arrive, and count it as failed.
 */
async function nextHeartbeat(page: Page) {
  let sent: Request | undefined;
  const onRequest = (request: Request) => {
    if (request.postData()?.includes('FloorHeartbeatMutation')) sent ??= request;
  };
  page.on('request', onRequest);
  try {
    for (let second = 0; second <= 31 && !sent; second += 1) await page.clock.runFor(1_000);
  } finally {
    page.off('request', onRequest);
  }
  if (!sent) throw new Error('no heartbeat within 31 s of the screen clock');
  return sent.response();
}

/**
 * A zone screen running normally on the page's installed clock: signed in at `url` with the
 * supervisor's code, ready to scan, with one heartbeat answered (so it has a time it was last
 * online to show).
 */
async function runningScreen(page: Page, url: string, code: string) {
  await page.clock.install();
  await page.goto(url);
  await page.getByLabel(/supervisor code/).fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Ready To Scan')).toBeVisible();
  expect((await nextHeartbeat(page))?.ok()).toBe(true);
}

async function scan(page: Page, value: string) {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

/** Answers of scanBox the screen received. */
function scanAnswers(page: Page) {
  const answers: { pickables: { itemLetter: string; picks: number }[] }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    if (!response.request().postData()?.includes('ZoneDisplayScanMutation')) return;
    const body = (await response.json()) as { data?: { scanBox?: (typeof answers)[number] } };
    if (body.data?.scanBox) answers.push(body.data.scanBox);
  });
  return answers;
}

test('a CFG scan configures the screen, then a box scan lights its picks', async ({ page }) => {
  const { code, boxes } = await screenData();
  const answers = scanAnswers(page);

  // step: a new screen at / asks for its zone
  await page.goto('/');
  await expect(
    page.getByText('This screen has no zone. Scan a zone configuration barcode.'),
  ).toBeVisible();

  // step: the CFG barcode of line A's protein zone configures it; the screen signs in once
  await scan(page, 'CFG-CHI-A-1');
  await page.getByLabel(/supervisor code/).fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Ready To Scan')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByText(/^Scan Rate: \d+\.\d%$/)).toBeVisible();

  // step: a box scan lights exactly the cells of the box's picks, with letter and count
  await scan(page, boxes[0]!.barcode);
  await expect(page.locator('.zone-banner-scanned')).toContainText('A1');
  await expect.poll(() => answers.length).toBe(1);
  const lit = page.locator('.zone-cell-lit');
  const picks = answers[0]!.pickables;
  if (picks.length === 0) {
    await expect(page.getByText('No Picks')).toBeVisible();
    await expect(page.getByText('Ninguna selección')).toBeVisible();
  } else {
    await expect(lit).toHaveCount(picks.length);
    for (const pick of picks) {
      await expect(
        page.getByRole('gridcell', { name: `${pick.itemLetter} ${pick.picks}` }),
      ).toBeVisible();
    }
  }
  await page.screenshot({ path: 'test-results/zone-display-lit.png' });

  // step: the test scan shows OK
  await scan(page, 'P2L_SCAN_TEST');
  await expect(page.locator('.zone-banner-ok')).toHaveText('OK');
});

test('an invalid scan shows the bilingual message; a repeated scan is throttled', async ({
  page,
}) => {
  const { code, boxes } = await screenData();
  const answers = scanAnswers(page);

  // step: the zone screen of line A, zone 2, by its address
  await page.goto('/chi/a/2');
  // A new browser context: the screen asks for the supervisor code once.
  await page.getByLabel(/supervisor code/).fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Ready To Scan')).toBeVisible();

  // step: a scan that is too short or has other characters is refused in both languages
  await scan(page, 'ABC 12');
  await expect(page.locator('.zone-banner-error')).toContainText(
    'ERROR: Invalid barcode. Please scan a box label.',
  );
  await expect(page.locator('.zone-banner-error')).toContainText(
    'Código de barras no válido. Escanee una etiqueta de caja.',
  );
  await page.screenshot({ path: 'test-results/zone-display-invalid.png' });
  // The error clears by itself after 5 s.
  await expect(page.getByText('Ready To Scan')).toBeVisible({ timeout: 8_000 });

  // step: the same box scanned three times in a row: the third is ignored
  const barcode = boxes[1]!.barcode;
  const sent: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('ZoneDisplayScanMutation')) sent.push(body);
  });
  await scan(page, barcode);
  await expect.poll(() => answers.length).toBe(1);
  await scan(page, barcode);
  await expect.poll(() => answers.length).toBe(2);
  await scan(page, barcode);
  // A different box after it: once its answer is in, the third scan would have been sent before.
  await scan(page, boxes[2]!.barcode);
  await expect.poll(() => answers.length).toBe(3);
  expect(sent.filter((body) => body.includes(barcode))).toHaveLength(2);
});

test('a QA zone’s near miss is submitted for the last box', async ({ page }) => {
  const { code, boxes } = await screenData();

  // step: line A's QA zone
  await page.goto('/CHI/A/9');
  await page.getByLabel(/supervisor code/).fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Ready To Scan')).toBeVisible();

  // step: a box scanned there lists everything it should hold
  await scan(page, boxes[0]!.barcode);
  await expect(page.getByRole('list', { name: 'Box contents' })).toBeVisible();

  // step: Near Miss, confirm the last box, mark a missing pick at zone 1 and submit
  await page.getByRole('button', { name: 'Near Miss' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Near Miss' });
  await dialog.getByLabel('Zone 1 missing').check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Success!')).toBeVisible();
});

test('the offline message shows while the gateway is stopped, and the screen recovers by itself', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { code, boxes } = await screenData();
  const gateway = ownGateway();
  await gateway.start();
  try {
    // Counted by answer, not by request: the screen may reconnect while start() still polls the
    // gateway's health, and only a gateway that is up answers.
    let stopped = false;
    let rereadAfterRestart = false;
    page.on('response', (response) => {
      const request = response.request();
      if (
        stopped &&
        response.ok() &&
        request.postData()?.includes('ZoneDisplayConfigurationQuery')
      ) {
        rereadAfterRestart = true;
      }
    });

    // step: a zone screen running normally, on a gateway of its own
    await runningScreen(page, `${gateway.url}/CHI/A/2`, code);

    // step: the gateway stops; the next heartbeat fails and the screen says so in both languages
    await gateway.stop();
    stopped = true;
    await page.clock.runFor(31_000);
    await expect(
      page.getByText('No internet. Please contact IT. / Sin internet.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/Last online \/ Última conexión/)).toBeVisible();
    await page.screenshot({ path: 'test-results/zone-display-offline.png' });

    // step: a box scanned meanwhile is tried for its 7 s, then the screen asks for it again
    await scan(page, boxes[1]!.barcode);
    await page.clock.runFor(7_000);
    await expect(page.getByText(NO_ANSWER)).toBeVisible();

    // step: the gateway starts again: the subscription comes back and the screen reads its
    // configuration again by itself; the box scanned again lights
    await gateway.start();
    await expect(async () => {
      await page.clock.runFor(2_000);
      expect(rereadAfterRestart).toBe(true);
    }).toPass({ timeout: 30_000 });
    await scan(page, boxes[1]!.barcode);
    await expect(page.locator('.zone-banner-scanned')).toContainText('A2');

    // step: the next heartbeat succeeds and the message goes
    expect((await nextHeartbeat(page))?.ok()).toBe(true);
    await expect(page.getByText('No internet. Please contact IT.', { exact: false })).toBeHidden();
  } finally {
    await gateway.stop();
  }
});

test('a gateway that hangs: offline within a heartbeat period, a scan times out and never lights later', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { code, boxes } = await screenData();
  const gateway = ownGateway();
  await gateway.start();
  try {
    // Every time a box's banner appears is counted, so a box lit late cannot go unseen.
    await page.addInitScript(() => {
      const seen = { lit: 0 };
      Object.assign(window, { seen });
      let shown = false;
      new MutationObserver(() => {
        const now = document.querySelector('.zone-banner-scanned') !== null;
        if (now && !shown) seen.lit += 1;
        shown = now;
      }).observe(document, { subtree: true, childList: true });
    });
    const lit = () =>
      page.evaluate(() => (window as unknown as { seen: { lit: number } }).seen.lit);
    let heartbeats = 0;
    page.on('request', (request) => {
      if (request.postData()?.includes('FloorHeartbeatMutation')) heartbeats += 1;
    });

    // step: a zone screen running normally, on a gateway of its own; from here the screen's clock
    // moves only when the flow moves it
    await runningScreen(page, `${gateway.url}/CHI/A/3`, code);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const offline = page.getByText('No internet. Please contact IT. / Sin internet.', {
      exact: false,
    });
    await expect(offline).toBeHidden();

    // step: the gateway hangs (SIGSTOP): it takes the next heartbeat and answers nothing
    gateway.freeze();
    const before = heartbeats;
    for (let second = 0; second < 31 && heartbeats === before; second += 1) {
      await page.clock.runFor(1_000);
    }
    expect(heartbeats).toBe(before + 1);

    // step: within one heartbeat period of it (30 s, less the stepping above) the screen says it
    // is offline, in both languages, with the time it was last online
    await page.clock.runFor(28_000);
    await expect(offline).toBeVisible();
    await expect(page.getByText(/Last online \/ Última conexión/)).toBeVisible();

    // step: a box scanned during the hang waits its 7 s, then the screen asks for it again
    await scan(page, boxes[2]!.barcode);
    await expect(page.locator('.zone-banner')).toHaveText('…');
    await page.clock.runFor(7_000);
    await expect(page.getByText(NO_ANSWER)).toBeVisible();
    await expect(page.getByText(NO_ANSWER_ES)).toBeVisible();
    await page.screenshot({ path: 'test-results/zone-display-hang-scan.png' });
    await page.clock.runFor(5_000);
    await expect(page.getByText('Ready To Scan')).toBeVisible();

    // step: the gateway catches up (SIGCONT) and reads what it was sent; the next heartbeat
    // answers and the message goes by itself
    gateway.thaw();
    await expect(async () => {
      expect((await nextHeartbeat(page))?.ok()).toBe(true);
    }).toPass({ timeout: 90_000 });
    await expect(offline).toBeHidden();

    // step: the box scanned during the hang never lit; scanned again, it lights now
    await page.clock.runFor(10_000);
    await expect(page.locator('.zone-cell-lit')).toHaveCount(0);
    expect(await lit()).toBe(0);
    await scan(page, boxes[2]!.barcode);
    await expect(page.locator('.zone-banner-scanned')).toContainText('A3');
    expect(await lit()).toBe(1);
  } finally {
    await gateway.stop();
  }
});

test('the screensaver comes back after a welcome that ended by its 10 s', async ({ page }) => {
  const { code } = await screenData();
  await page.clock.install();

  // step: a zone screen signed in and ready
  await page.goto('/CHI/A/4');
  await page.getByLabel(/supervisor code/).fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Ready To Scan')).toBeVisible();
  const screensaver = page.locator('.zone-screensaver-logo');

  // step: ten minutes without a key or touch: the screensaver
  await page.clock.runFor(600_000);
  await expect(screensaver).toBeVisible();

  // step: a key shows the welcome, which ends by itself after 10 s
  await page.keyboard.press('Shift');
  await expect(page.getByRole('status').filter({ hasText: 'Welcome' })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByText('Welcome')).toBeHidden();
  await expect(screensaver).toBeHidden();

  // step: ten more minutes without activity: the screensaver again
  await page.clock.runFor(600_000);
  await expect(screensaver).toBeVisible();
});

/** A percentage the screens show ('Scan Rate: 87.5%', 'Error rate 12.5%'), as a number. */
async function percentIn(text: Promise<string | null>) {
  const match = /(\d+\.\d)%/.exec((await text) ?? '');
  if (!match) throw new Error(`no percentage in ${await text}`);
  return Number(match[1]);
}

test('the zone screen’s Scan Rate and the status wall’s error rate are one rate, kept after a reload', async ({
  page,
  context,
}) => {
  const { code } = await screenData();

  // step: line C's zone 2 screen, signed in
  await page.goto('/CHI/C/2');
  await page.getByLabel(/supervisor code/).fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Ready To Scan')).toBeVisible();
  const footer = page.locator('.zone-scan-rate');
  const before = await percentIn(footer.textContent());

  // step: a box no one knows: refused, and counted in the zone's rate
  await scan(page, '99999991-XX');
  await expect(page.locator('.zone-banner-error')).toContainText('ERROR: No box matches');
  await expect.poll(() => percentIn(footer.textContent())).toBeLessThan(before);
  const rate = await percentIn(footer.textContent());

  // step: the status wall shows the same zone's error rate: 100 % less the Scan Rate
  const wall = await context.newPage();
  await wall.goto('/status/chicago');
  const tile = wall.getByRole('region', { name: 'Line C' }).getByTestId('tile-2');
  await expect(tile).toContainText('Error rate');
  const errorRate = await percentIn(tile.locator('.status-tile-rate').textContent());
  expect(Math.abs(rate + errorRate - 100)).toBeLessThanOrEqual(0.1);

  // step: the zone screen reloaded reads the same rate
  await page.reload();
  await expect(page.getByText('Ready To Scan')).toBeVisible();
  await expect(footer).toHaveText(`Scan Rate: ${rate.toFixed(1)}%`);
});

test('ice cells name their location, and every lit cell stays on a short screen', async ({
  page,
}) => {
  const { code } = await screenData();
  const { boxes } = JSON.parse(
    await opsCommand('box-barcodes', '--facility', 'CHI', '--line', 'A', '--limit', '8'),
  ) as BoxBarcodes;
  const answers = scanAnswers(page);

  // step: line A's top ice zone (two rows: top and middle ice)
  await page.setViewportSize({ width: 800, height: 420 });
  await page.goto('/CHI/A/7');
  await page.getByLabel(/supervisor code/).fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Ready To Scan')).toBeVisible();
  for (const name of ['Top 64 oz', 'Top 32 oz', 'Middle 64 oz', 'Middle 32 oz']) {
    await expect(page.getByRole('gridcell', { name, exact: true })).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/zone-display-ice-800x420.png' });

  // step: line A's protein zone (three rows), at 800×420 a grid and at 800×380 a pick list:
  // boxes scanned there light cells that are all on the screen, above the footer
  await page.goto('/CHI/A/1');
  await expect(page.getByText('Ready To Scan')).toBeVisible();
  for (const height of [420, 380]) {
    await page.setViewportSize({ width: 800, height });
    let seen = 0;
    for (const box of boxes) {
      const answered = answers.length;
      await scan(page, box.barcode);
      await expect.poll(() => answers.length).toBe(answered + 1);
      await expect(page.locator('.zone-banner-scanned')).toContainText('A1');
      const footer = await page.locator('.zone-footer').boundingBox();
      const cells = await page.locator('.zone-cell-lit').all();
      for (const cell of cells) {
        const at = await cell.boundingBox();
        expect(at).not.toBeNull();
        expect(at!.x).toBeGreaterThanOrEqual(0);
        expect(at!.y).toBeGreaterThanOrEqual(0);
        expect(at!.x + at!.width).toBeLessThanOrEqual(800);
        expect(at!.y + at!.height).toBeLessThanOrEqual(footer!.y);
      }
      seen += cells.length;
    }
    expect(seen).toBeGreaterThan(0);
    if (height === 420) await expect(page.getByRole('grid')).toBeVisible();
    else await expect(page.getByRole('list', { name: 'Picks' })).toBeVisible();
    await page.screenshot({ path: `test-results/zone-display-800x${height}.png` });
  }
});

test('an unknown facility, a zone not set up and a wrong code are said in both languages', async ({
  page,
}) => {
  const { code, boxes } = await screenData();

  // step: an address naming no facility
  await page.goto('/XYZ/A/1');
  await expect(page.getByText('There is no facility XYZ.', { exact: false })).toBeVisible();
  await expect(page.getByText('No existe la planta XYZ.', { exact: false })).toBeVisible();

  // step: a wrong supervisor code
  await page.goto('/CHI/A/14');
  const wrong = code === '11111' ? '22222' : '11111';
  await page.getByLabel(/supervisor code/).fill(wrong);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Incorrect code. Please try again.')).toBeVisible();
  await expect(page.getByText('Código incorrecto. Intente de nuevo.')).toBeVisible();

  // step: signed in, zone 14 is not in line A's preset; a box scanned there says so
  await page.getByLabel(/supervisor code/).fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('This zone is not configured in admin.', { exact: false }),
  ).toBeVisible();
  await scan(page, boxes[0]!.barcode);
  const banner = page.locator('.zone-banner-error');
  await expect(banner).toContainText(
    'ERROR: This zone is not configured in admin. Please ask a lead.',
  );
  await expect(banner).toContainText('Por favor, avise a un líder.');
  await expect(banner).not.toContainText('scan the box again');
});

test('every screen loads its icon without a console error, the admin pages too', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const icons: number[] = [];
  page.on('response', (response) => {
    if (/\/favicon\.(ico|svg)$/.test(new URL(response.url()).pathname))
      icons.push(response.status());
  });

  // step: a zone screen, the status wall and the admin sign-in and supervisor code card
  for (const path of ['/CHI/A/1', '/status', '/admin/login_code']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await signIn(page);
  await expect(page.getByText('Current Supervisor Code')).toBeVisible();

  // step: the icon answers, as does /favicon.ico asked for directly
  expect(icons.length).toBeGreaterThan(0);
  expect(icons.every((status) => status === 200 || status === 304)).toBe(true);
  const ico = await page.request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/image/);
  expect(errors).toEqual([]);
});
