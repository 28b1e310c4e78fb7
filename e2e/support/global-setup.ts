import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { E2E } from './e2e-env';

/**
 * The browser tests use Debian's Chromium (never a downloaded browser): installed with apt when it is missing.
 */
export default function globalSetup(): void {
  if (fs.existsSync(E2E.chromium)) return;
  process.stdout.write(`Instalando o Chromium do Debian (${E2E.chromium} não existe)...\n`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!fs.existsSync(E2E.chromium))
    throw new Error(`Chromium não encontrado em ${E2E.chromium} depois da instalação.`);
}
