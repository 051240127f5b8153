import { expect, test } from '@playwright/test';
import { opsCommand, signIn } from './support/stack.ts';

test('the supervisor code card shows the new code without reload when the host rotates it', async ({
  page,
}) => {
  // step: sign in and open the code card
  await signIn(page, '/admin/login_code');
  const code = page.getByTestId('supervisor-login-code');
  await expect(code).toHaveText(/^\d{5}$/);
  const before = await code.textContent();
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  // step: the operator rotates the code through the running operations host
  const output = await opsCommand('rotate-login-code');
  const rotated = (JSON.parse(output) as { login_code: string }).login_code;
  expect(rotated).not.toBe(before);

  // step: the card shows it within a second or so, without a reload
  await expect(code).toHaveText(rotated, { timeout: 2000 });
  expect(reloaded).toBe(false);
});
