// Bundles the server and its command-line tools into dist/. Packages stay in node_modules; the workspace
// packages (@portal/*, TypeScript source) are compiled into the bundle.
import { readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const cli = readdirSync(new URL('./src/cli', import.meta.url))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => `src/cli/${file}`);

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

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
  plugins: [externalPackages],
  logLevel: 'warning',
});
