// Bundles the server and its command-line tools into dist/. Dependencies stay in node_modules;
// the workspace package @portal/domain (TypeScript source) is compiled into the bundle.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter(
  (name) => !name.startsWith('@portal/'),
);
const cli = readdirSync(new URL('./src/cli', import.meta.url))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => `src/cli/${file}`);

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', ...cli],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
