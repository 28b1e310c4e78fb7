// npm run lighthouse: builds when sources changed, starts the built portal with the demo company and runs
// Lighthouse (performance, accessibility, best practices, SEO) on /login and on an obra dashboard signed in as the
// administrator, with the mobile and the desktop presets. Prints the scores and the main metrics; `--json` prints
// them as JSON; `--no-build` measures the build that is there; `--save DIR` keeps the full reports. Chromium: CHROME_PATH or /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_PATH, ROOT, startBuiltPortal } from './built-portal.mjs';

/** Performance score each preset must reach (issue 11). */
export const TARGETS = { mobile: 90, desktop: 98 };

const args = process.argv.slice(2);
// `--save DIR` keeps each full report (JSON) there: the LCP element, the request chains, the long tasks.
const saveDir = args.includes('--save') ? args[args.indexOf('--save') + 1] : undefined;
if (!args.includes('--no-build')) {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-changed'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

const portal = await startBuiltPortal();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=pt-BR'],
});
const results = [];
try {
  const session = await portal.signIn('admin@demo.obras.dev');
  const obra = await portal.firstObra(session.header);
  const pages = [
    { name: '/login', url: `${portal.baseUrl}/login` },
    { name: '/obras/:obra', url: `${portal.baseUrl}/obras/${obra}`, headers: { Cookie: session.header } },
  ];
  for (const page of pages) {
    for (const preset of ['mobile', 'desktop']) {
      const run = await lighthouse(
        page.url,
        {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          extraHeaders: page.headers,
          locale: 'pt-BR',
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, audits } = run.lhr;
      if (saveDir) {
        const file = `${page.name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}-${preset}.json`;
        fs.mkdirSync(saveDir, { recursive: true });
        fs.writeFileSync(path.join(saveDir, file), JSON.stringify(run.lhr));
      }
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        page: page.name,
        preset,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        metrics: Object.fromEntries(
          Object.entries(METRICS).map(([id, label]) => [label, audits[id]?.displayValue ?? '?']),
        ),
        // What Lighthouse suggests, for the one who wants to gain more.
        opportunities: Object.values(audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
      });
    }
  }
} finally {
  chrome.kill();
  await portal.stop();
}

if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
} else {
  process.stdout.write('\nLighthouse (desempenho · acessibilidade · boas práticas · SEO):\n');
  for (const r of results) {
    const target = TARGETS[r.preset];
    const verdict = r.performance >= target ? '' : `  ABAIXO DE ${target}`;
    const metrics = Object.entries(r.metrics)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    process.stdout.write(
      `  ${r.page.padEnd(14)} ${r.preset.padEnd(8)} ${r.performance} · ${r.accessibility} · ${r.bestPractices} · ${r.seo}${verdict}\n` +
        `      ${metrics}${r.opportunities.length ? `\n      a melhorar: ${r.opportunities.join(', ')}` : ''}\n`,
    );
  }
}
if (results.some((r) => r.performance < TARGETS[r.preset])) process.exitCode = 1;
