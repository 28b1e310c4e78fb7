import type { SQL } from 'drizzle-orm';
import type { TAction } from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { idField, registerRuleFields } from '../../permissions/rule-fields';
import { obrasTables } from '../obras';
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

/**
 * The fabrications (obras rows) the user may read, under the Fabricacao rules' names (the fabrication module maps
 * them alike): a product's page lists only the fabrications of origin its reader may see (a client: their list's).
 */
const FABRICACAO_FIELDS = { Id_Lista: idField(obrasTables.obras.id), obra: idField(obrasTables.obras.id) };
export function fabricacoesLidasWhere(ability: Parameters<typeof accessibleWhere>[0]): SQL {
  return accessibleWhere(ability, 'read', 'Fabricacao', FABRICACAO_FIELDS);
}

export function tafsWhere(ability: Parameters<typeof accessibleWhere>[0], action: TAction = 'read'): SQL {
  return accessibleWhere(ability, action, 'TAF', TAF_FIELDS);
}
