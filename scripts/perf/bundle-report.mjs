// npm run bundle-report: builds when sources changed, opens each page of the built portal in headless Chromium
// with an empty cache, and prints the JavaScript it downloaded: bytes on the wire (compressed, as sent) and files.
// Chromium asks for brotli from 127.0.0.1 (a trustworthy origin, as HTTPS), so the wire bytes are brotli; the
// gzip size of the same files (the .gz copies of the build, what a browser gets over plain HTTP from another
// address) is printed beside them. The budgets apply to the wire bytes.
// Fails (exit 1) when a page passes its budget. `--no-build` measures the build that is there; `--json` prints
// the figures as JSON; `--only <routes>` measures those pages (e.g. `--only /login,/obras/:obra`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_PATH, ROOT, startBuiltPortal } from './built-portal.mjs';

/** Compressed JavaScript a page may download, in KB (issue 11: "A light first page"). */
export const BUDGETS_KB = { '/login': 150, '/obras/:obra': 300 };

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-changed'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/**
 * Opens `url` in a fresh browser context and sums what each script response weighed on the wire. `ready` is a
 * text the page shows once drawn; the count continues until the network is quiet (lazy cards, charts).
 */
async function measure(browser, baseUrl, url, { cookies = [], ready }) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pt-BR' });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    const pathname = new URL(request.url()).pathname;
    const gz = path.join(ROOT, 'apps/web/dist', `${pathname}.gz`);
    scripts.push({
      url: pathname,
      bytes: sizes.responseBodySize,
      gzipBytes: fs.existsSync(gz) ? fs.statSync(gz).size : sizes.responseBodySize,
      encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
    });
  });
  await page.goto(url);
  await page.getByText(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const kb = (bytes) => Math.round(bytes / 102.4) / 10;
  const encodings = [...new Set(scripts.map((s) => s.encoding))].join('/');
  return { url, files: scripts.length, kb: kb(total), gzipKb: kb(gzip), encodings, scripts };
}

const portal = await startBuiltPortal();
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
try {
  // `--only /login,/obras/:obra` measures those pages alone (npm run test:browser checks their budgets); /login
  // needs no session.
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1]?.split(',') : undefined;
  const session =
    only?.length === 1 && only[0] === '/login' ? undefined : await portal.signIn('admin@demo.obras.dev');
  const obra = session && (await portal.firstObra(session.header));
  const pages = [
    { route: '/login', url: '/login', ready: 'Entrar' },
    { route: '/obras', url: '/obras', ready: 'Minhas obras', cookies: session?.cookies },
    { route: '/obras/:obra', url: `/obras/${obra}`, ready: 'Painel da obra', cookies: session?.cookies },
    { route: '/diarios', url: '/diarios', ready: 'Diários de obra (RDO)', cookies: session?.cookies },
  ].filter((p) => only === undefined || only.includes(p.route));
  const results = [];
  for (const p of pages)
    results.push({ route: p.route, ...(await measure(browser, portal.baseUrl, p.url, p)) });

  if (args.includes('--json')) {
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  } else {
    process.stdout.write('\nJavaScript baixado por página (comprimido, como trafega; cache vazio):\n');
    for (const r of results) {
      const budget = BUDGETS_KB[r.route];
      const verdict =
        budget === undefined ? '' : r.kb <= budget ? `  (limite ${budget} KB)` : `  ACIMA DE ${budget} KB`;
      process.stdout.write(
        `  ${r.route.padEnd(22)} ${String(r.kb).padStart(7)} KB (${r.encodings}; gzip ${r.gzipKb} KB) em ${r.files} arquivos${verdict}\n`,
      );
    }
    const plain = results
      .flatMap((r) => r.scripts)
      .filter((s) => s.encoding === 'identity' && s.bytes > 1024);
    if (plain.length) process.stdout.write(`  sem compressão: ${plain.map((s) => s.url).join(', ')}\n`);
  }
  const over = results.filter((r) => BUDGETS_KB[r.route] !== undefined && r.kb > BUDGETS_KB[r.route]);
  if (over.length) process.exitCode = 1;
} finally {
  await browser.close();
  await portal.stop();
}
