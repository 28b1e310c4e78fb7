import type { TestProject } from 'vitest/node';
import { buildTemplates } from './test-templates';

/**
 * Once per `vitest run` of the API: the migrated database and the demo company, built from the current
 * migrations and seed; every test file then opens a copy (test-database.ts). Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = await buildTemplates();
  project.provide('testTemplates', built.templates);
  return () => built.remove();
}
