import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TAction } from '@portal/domain';
import { accessibleWhere, type FieldMap } from '../../permissions/casl-to-sql';
import type { RecordFields } from '../../permissions/check-record';
import { emailField, idField, registerRuleFields } from '../../permissions/rule-fields';
import { identityTables } from '../identity';
import { juridicoProcessos } from './juridico.schema';

const { users } = identityTables;

/** A case under the rules' names (SPEC §3 `responsavelDp.mail`, `responsavelSeg.mail`; the firm as `escritorio`). */
export function processoFields(record: {
  obraId: string;
  escritorioId: string | null;
  dpEmail: string | null;
  segEmail: string | null;
}): RecordFields {
  return {
    obra: record.obraId,
    escritorio: record.escritorioId,
    responsavelDp: { mail: record.dpEmail?.toLowerCase() ?? null },
    responsavelSeg: { mail: record.segEmail?.toLowerCase() ?? null },
  };
}

const personEmail = (column: AnyColumn) =>
  emailField(
    (emails) => sql`${column} in (select ${users.id} from ${users} where ${users.email} in ${emails})`,
  );

/** How the rules' fields read in SQL on `juridico_processos` (lists, the calendar, the document requests). */
const FIELDS: FieldMap = registerRuleFields('ProcessoJuridico', {
  obra: idField(juridicoProcessos.obraId),
  escritorio: idField(juridicoProcessos.escritorioId),
  'responsavelDp.mail': personEmail(juridicoProcessos.responsavelDpId),
  'responsavelSeg.mail': personEmail(juridicoProcessos.responsavelSegId),
});

/** The cases on which the user may `action`, as SQL. */
export function processosWhere(
  ability: Parameters<typeof accessibleWhere>[0],
  action: TAction = 'read',
): SQL {
  return accessibleWhere(ability, action, 'ProcessoJuridico', FIELDS);
}
