import type { Page } from '@playwright/test';

/** MUI's date field is three spinbuttons (dia, mês, ano): typed as a person types, digits only. */
export async function typeDate(page: Page, label: string, ddmmyyyy: string): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(ddmmyyyy.replace(/\D/g, ''));
}
