import type { SQL } from 'drizzle-orm';
import type { AppAbility, TAction } from '@portal/domain';
import { accessibleWhere, type FieldMap } from '../../permissions/casl-to-sql';
import type { RecordFields } from '../../permissions/check-record';
import { idField, registerRuleFields } from '../../permissions/rule-fields';
import { obrasTables } from '../obras';

const { obras } = obrasTables;

/** A fabrication under the rules' names: its obra, as the client rule names it (`Id_Lista`). */
export const fabricacaoFields = (obraId: string): RecordFields => ({ Id_Lista: obraId, obra: obraId });

/** How the Fabricacao rules' fields read in SQL, on the fabrication's obra row. */
const FIELDS: FieldMap = registerRuleFields('Fabricacao', {
  Id_Lista: idField(obras.id),
  obra: idField(obras.id),
});

/** The fabrications (obras rows) on which the user may `action`, as SQL. */
export function fabricacoesWhere(ability: AppAbility, action: TAction = 'read'): SQL {
  return accessibleWhere(ability, action, 'Fabricacao', FIELDS);
}
