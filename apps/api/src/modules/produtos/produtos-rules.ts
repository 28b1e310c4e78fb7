import type { SQL } from 'drizzle-orm';
import type { TAction } from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { idField, registerRuleFields } from '../../permissions/rule-fields';
import { tafs } from './produtos.schema';

/**
 * SPEC §6 "Products" has no record conditions (a role reads or edits every product, every TAF): the rules' fields are
 * empty, and a list's WHERE is all or nothing. Lists still go through `accessibleWhere`, so a condition added to the
 * rules later reads in SQL (or fails loudly) instead of being skipped.
 */
const PRODUTO_FIELDS = registerRuleFields('Produto', {});
const TAF_FIELDS = registerRuleFields('TAF', { obra: idField(tafs.obraId), status: tafs.status });

export function produtosWhere(ability: Parameters<typeof accessibleWhere>[0], action: TAction = 'read'): SQL {
  return accessibleWhere(ability, action, 'Produto', PRODUTO_FIELDS);
}

export function tafsWhere(ability: Parameters<typeof accessibleWhere>[0], action: TAction = 'read'): SQL {
  return accessibleWhere(ability, action, 'TAF', TAF_FIELDS);
}
