import type { AreaRules } from './rule-context';
import { READ_ACTIONS } from './subjects';

/** SPEC §6 "Global": acesso_total manages everything; mkt_read reads everything; dev_acesso_total only in dev. */
export const globalRules: AreaRules = ({ can }, ctx) => {
  if (ctx.has('acesso_total')) can('manage', 'all');
  if (ctx.has('dev_acesso_total') && ctx.environment === 'dev') can('manage', 'all');
  if (ctx.has('mkt_read')) can(READ_ACTIONS, 'all');
};
