import type { Builder, RuleContext } from './rule-context';

/**
 * Subjects no global role, specific rule or substitution reaches (issue 23): only their own rules, applied last,
 * decide. `acesso_total` manages everything else; it does not read ethics reports, nor learn how many there are.
 */
export const CONFIDENTIAL_SUBJECTS = ['DenunciaEtica'] as const;

/**
 * The ethics channel (issue 23; Lei 14.457/2022): the committee (`comite_etica`) reads reports, names an
 * investigator, records the investigation, answers the reporter and finishes them; a member kept away from a report
 * (involved in it) no longer reaches it. Everyone else, administrators included, reaches nothing.
 *
 * Applied after every other rule (CASL lets the last matching rule win), so `manage all` cannot undo it.
 */
export function eticaRules({ can, cannot }: Builder, { has, user, isClient }: RuleContext): void {
  cannot('manage', 'DenunciaEtica');
  if (isClient || !has('comite_etica')) return;
  can(['read', 'update', 'comment'], 'DenunciaEtica');
  cannot('manage', 'DenunciaEtica', { afastados: user.id });
}
