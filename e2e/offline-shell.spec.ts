import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createObra, isoDay, signIn } from './support/portal';

const GESTOR = 'gestor@demo.obras.dev';

/** Paths of the API answers the service worker has kept for offline (vite.config.ts `runtimeCaching`). */
function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('portal-api');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

test.describe('the installable portal (issue 24)', () => {
  // The service worker is what these tests are about (the other specs block it: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, a site manager opens the obra dashboard and the new-RDO form with no signal', async ({
    page,
    context,
  }) => {
    // A new obra: no spec before this one has reported its day, so the form (not a link to today's RDO) is drawn.
    const nome = 'Subestação sem sinal';
    const obra = await createObra({ codigo: `PWA-${Date.now() % 1_000_000}`, nome, fimPrevisto: isoDay(90) });
    await signIn(page, GESTOR);
    await page.goto(`/obras/${obra}`);
    await expect(page.getByRole('heading', { name: nome })).toBeVisible();
    await page.goto(`/${obra}/diarios/novo`);
    await expect(page.getByRole('textbox', { name: 'Comentários do dia' })).toBeVisible();

    // The worker installs after the page has loaded, takes it over and asks again what the page had read.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await expect
      .poll(() => keptAnswers(page))
      .toEqual(
        expect.arrayContaining(['/api/me', `/api/obras/${obra}`, `/api/obras/${obra}/diarios/modelo`]),
      );

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Novo RDO' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Comentários do dia' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar no aparelho' })).toBeVisible();

    await page.goto(`/obras/${obra}`);
    await expect(page.getByRole('heading', { name: nome })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Novo RDO' })).toBeVisible();
    await context.setOffline(false);
  });

  test('is described by a pt-BR manifest, and /login installs no service worker', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Portal de Obras',
      short_name: 'Obras',
      lang: 'pt-BR',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }

    // The sign-in page stays light: registration (and the precache download) waits for a signed-in page. The shell
    // registers once the page has loaded and the browser is idle; by then /login has asked for nothing of it.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    expect(requested.filter((path) => /sw\.js|workbox/.test(path))).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
  });
});
