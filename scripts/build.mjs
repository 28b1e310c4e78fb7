// Builds the web app and the server. With --if-changed (what `npm start` uses) it builds only when a source, a
// configuration or the lockfile changed since the last build that succeeded, or an output is missing.
//
// The stamp is a hash of every input's path, size and modification time, taken before the build starts and
// written after it succeeds: a file saved during the build makes the next start build again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules', '.cache', 'portal-build', 'stamp.json');

/** What the two builds read (apps/dev-sso and packages/domain are bundled into the server). */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'apps/dev-sso/src',
  'apps/dev-sso/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
];

/** What a finished build leaves; a missing one means building again whatever the stamp says. */
const OUTPUTS = ['apps/web/dist/index.html', 'apps/api/dist/main.js'];

/** Tests are not part of either build, so editing one does not make `npm start` build again. */
const IGNORED = /\.test\.tsx?$|(^|[\\/])(node_modules|dist|test-results)([\\/]|$)/;

function listFiles(entry, out) {
  let stat;
  try {
    stat = fs.statSync(path.join(root, entry));
  } catch {
    out.push(`${entry}:absent`);
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(path.join(root, entry)).sort()) {
      const child = `${entry}/${name}`;
      if (!IGNORED.test(child)) listFiles(child, out);
    }
  } else {
    out.push(`${entry}:${stat.size}:${Math.trunc(stat.mtimeMs)}`);
  }
}

function inputsHash() {
  const lines = [`node ${process.version}`];
  for (const entry of INPUTS) listFiles(entry, lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8')).inputs;
  } catch {
    return undefined;
  }
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const ifChanged = process.argv.includes('--if-changed');
const hash = inputsHash();
const built = OUTPUTS.every((file) => fs.existsSync(path.join(root, file)));
if (ifChanged && built && readStamp() === hash) {
  process.stdout.write('Compilação em dia: nada mudou desde a última (npm run build força uma nova).\n');
  process.exit(0);
}

fs.rmSync(stampFile, { force: true });
run(['run', 'build', '-w', '@portal/web']);
run(['run', 'build', '-w', '@portal/api']);
fs.mkdirSync(path.dirname(stampFile), { recursive: true });
fs.writeFileSync(stampFile, JSON.stringify({ inputs: hash, at: new Date().toISOString() }));
