import type { TestProject } from 'vitest/node';
import { todayInSaoPaulo } from '@portal/domain';
import { buildTemplates } from './test-templates';

/**
 * Once per `vitest run` of the API: the migrated database and the demo company, built from the current
 * migrations and seed; every test file then opens a copy (test-database.ts). Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // One "today" for the seed, the tests and the server under test, inherited by every worker: a run that crosses
  // midnight in São Paulo would otherwise assert tomorrow's dates against data seeded yesterday.
  process.env.PORTAL_HOJE ||= todayInSaoPaulo();
  const built = await buildTemplates();
  project.provide('testTemplates', built.templates);
  return () => built.remove();
}
