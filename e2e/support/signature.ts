import type { Locator, Page } from '@playwright/test';

/**
 * A squiggle across the signature pad, as a finger or a mouse would draw it. `within` narrows where the pad is
 * looked for (the open dialog, when the page shows another pad behind it).
 */
export async function sign(page: Page, within: Page | Locator = page): Promise<void> {
  const pad = within.getByRole('img', { name: 'Quadro de assinatura' });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 30 + i * 20, box.y + box.height * (i % 2 ? 0.35 : 0.65), { steps: 3 });
  await page.mouse.up();
}
