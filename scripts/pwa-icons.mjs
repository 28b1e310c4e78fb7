// node scripts/pwa-icons.mjs: draws the installed app's icons (apps/web/public/icons) from the favicon. Run once
// when the mark changes and commit the PNGs: the build only copies them, so it does not need sharp (a dependency of
// apps/api, found here through the workspace's node_modules).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const favicon = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
// Android crops a maskable icon to its own shape (circle, squircle...) and iOS rounds the touch icon itself: both
// want the background to reach the edges. The house already sits in the central 80 % every mask keeps.
const fullBleed = favicon.replace(/ rx="\d+"/, '');
if (fullBleed === favicon) throw new Error('favicon.svg mudou: o retângulo de fundo não tem mais rx');

const ICONS = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

fs.mkdirSync(path.join(PUBLIC, 'icons'), { recursive: true });
for (const { file, svg, size } of ICONS) {
  // The SVG is 64 units wide: rasterised at the density that makes it `size` pixels, so nothing is scaled blurry.
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(PUBLIC, 'icons', file));
  process.stdout.write(`apps/web/public/icons/${file}\n`);
}
