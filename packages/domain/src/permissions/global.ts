import type { AreaRules } from './rule-context';
import { READ_ACTIONS } from './subjects';

/** SPEC §6 "Global": acesso_total manages everything; mkt_read reads everything; dev_acesso_total only in dev. */
export const globalRules: AreaRules = ({ can, cannot }, ctx) => {
  const managesAll = ctx.has('acesso_total') || (ctx.has('dev_acesso_total') && ctx.environment === 'dev');
  if (managesAll) can('manage', 'all');
  if (ctx.has('mkt_read')) can(READ_ACTIONS, 'all');
  // The audit log tells who did what, and who was refused, on every record: it is for those who manage everything
  // (issue 12), not for whoever reads everything.
  if (!managesAll) cannot(READ_ACTIONS, 'Auditoria');
};
