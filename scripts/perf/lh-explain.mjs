// Diagnostic (not committed): LCP element, main-thread breakdown, network chain for the obra dashboard on mobile.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import fs from 'node:fs';
import { CHROME_PATH, startBuiltPortal } from './built-portal.mjs';
const preset = process.argv[2] ?? 'mobile';
const portal = await startBuiltPortal();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=pt-BR'] });
try {
  const session = await portal.signIn('admin@demo.obras.dev');
  const obra = await portal.firstObra(session.header);
  const run = await lighthouse(`${portal.baseUrl}/obras/${obra}`, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'], extraHeaders: { Cookie: session.header } }, preset === 'desktop' ? desktopConfig : undefined);
  fs.writeFileSync(`/tmp/lh/${preset}.json`, JSON.stringify(run.lhr));
  const a = run.lhr.audits;
  console.log('score', run.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'FCP', a['first-contentful-paint'].displayValue, 'SI', a['speed-index'].displayValue);
  console.log('LCP element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details, null, 0).slice(0, 600));
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log('LCP phases', JSON.stringify(phases));
  console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown']?.details?.items?.map((i) => [i.group, Math.round(i.duration)])));
  console.log('bootup', JSON.stringify(a['bootup-time']?.details?.items?.slice(0, 8).map((i) => [i.url.split('/').pop(), Math.round(i.total), Math.round(i.scripting)])));
  const reqs = a['network-requests']?.details?.items ?? [];
  for (const r of reqs.filter((r) => !r.url.includes('/assets/') || r.resourceSize > 20000).slice(0, 40)) console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.resourceType, r.url.replace(portal.baseUrl, ''));
  console.log('requests', reqs.length, 'last end', Math.round(Math.max(...reqs.map((r) => r.networkEndTime))));
} finally { chrome.kill(); await portal.stop(); }
