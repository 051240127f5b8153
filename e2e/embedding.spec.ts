import { expect, test } from '@playwright/test';

type ScrollMessage = { type: string; scrollHeight: number; scrollWidth: number; scrollTop: number };

test('framed in a parent page, the app posts its scroll size and scroll position', async ({
  page,
  baseURL,
}) => {
  // step: a parent page on the same origin frames the app in a small iframe
  await page.route(`${baseURL}/embed-host.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body>
        <script>window.messages = []; addEventListener('message', (e) => window.messages.push(e.data));</script>
        <iframe id="app" src="/login" style="width: 400px; height: 120px"></iframe>
      </body>`,
    }),
  );
  await page.goto('/embed-host.html');
  const messages = () =>
    page.evaluate(() => (window as unknown as { messages: ScrollMessage[] }).messages);

  // step: the app posts its size, and posts again as the sign-in form renders and grows it
  const scrollMessages = async () =>
    (await messages()).filter((m) => m.type === 'packing-ops:scroll');
  await expect
    .poll(async () => (await scrollMessages()).at(-1)?.scrollHeight ?? 0)
    .toBeGreaterThan(120);
  const sized = (await scrollMessages()).at(-1)!;
  expect(sized.scrollWidth).toBeGreaterThan(0);

  // step: scrolling inside the frame posts the new scroll-top position
  const frame = page.frameLocator('#app');
  await frame.locator('body').evaluate(() => window.scrollTo(0, 60));
  await expect.poll(async () => (await scrollMessages()).at(-1)?.scrollTop).toBe(60);
});

test('not framed, the app posts nothing', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { posted: number }).posted = 0;
    const original = window.postMessage.bind(window);
    window.postMessage = ((...args: Parameters<typeof window.postMessage>) => {
      (window as unknown as { posted: number }).posted += 1;
      return original(...args);
    }) as typeof window.postMessage;
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { posted: number }).posted)).toBe(0);
});
