import { fileURLToPath } from 'node:url';
import path from 'node:path';

// This file sits one level below apps/api both as source (src/paths.ts) and bundled (dist/main.js),
// so the package root is one directory up in both cases.
const here = path.dirname(fileURLToPath(import.meta.url));

export const API_ROOT = path.resolve(here, '..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
export const REPO_ROOT = path.resolve(API_ROOT, '..', '..');
export const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');
