import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TAction, TChamadoStatus } from '@portal/domain';
import { accessibleWhere, type FieldMap } from '../../permissions/casl-to-sql';
import type { RecordFields } from '../../permissions/check-record';
import { emailField, idField, registerRuleFields } from '../../permissions/rule-fields';
import { identityTables } from '../identity';
import { posvendasChamados } from './posvendas.schema';

const { users } = identityTables;

/** A ticket under the rules' names: its obra (clients), status, and its responsible (SPEC §3 `responsavel.mail`). */
export function chamadoFields(record: {
  obraId: string;
  status: TChamadoStatus;
  responsavelEmail: string | null;
}): RecordFields {
  return {
    obra: record.obraId,
    status: record.status,
    responsavel: { mail: record.responsavelEmail?.toLowerCase() ?? null },
  };
}

const personEmail = (column: AnyColumn) =>
  emailField(
    (emails) => sql`${column} in (select ${users.id} from ${users} where ${users.email} in ${emails})`,
  );

/** How the rules' fields read in SQL on `posvendas_chamados` (lists, dashboards, exports, search). */
const FIELDS: FieldMap = registerRuleFields('PosVendas', {
  obra: idField(posvendasChamados.obraId),
  status: posvendasChamados.status,
  'responsavel.mail': personEmail(posvendasChamados.responsavelId),
});

/** The tickets on which the user may `action`, as SQL. */
export function chamadosWhere(ability: Parameters<typeof accessibleWhere>[0], action: TAction = 'read'): SQL {
  return accessibleWhere(ability, action, 'PosVendas', FIELDS);
}
