import { expect, type Page } from '@playwright/test';

/** The admin screens' facility select (a native select). */
export const facilitySelect = (page: Page) =>
  page.getByRole('combobox', { name: 'Packing facility' });

/** Chooses the facility named `name` once the user's facilities are listed. */
export async function chooseFacility(page: Page, name: string) {
  await facilitySelect(page).selectOption({ label: name });
}

/** The facility select shows `name` as chosen. */
export async function expectFacility(page: Page, name: string) {
  await expect(facilitySelect(page)).toBeVisible();
  await expect(facilitySelect(page).locator('option:checked')).toHaveText(name);
}
