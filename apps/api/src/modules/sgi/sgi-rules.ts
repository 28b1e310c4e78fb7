import { inArray, notInArray, sql, eq, ne, type AnyColumn, type SQL } from 'drizzle-orm';
import { statusSgiDe, type TAction } from '@portal/domain';
import { accessibleWhere, type FieldMap, type FieldMapping } from '../../permissions/casl-to-sql';
import type { RecordFields } from '../../permissions/check-record';
import { emailField, idField, registerRuleFields } from '../../permissions/rule-fields';
import { identityTables } from '../identity';
import { sgiAcoes, sgiOcorrencias } from './sgi.schema';

const { users } = identityTables;
const O = sgiOcorrencias;

const mail = (email: string | null | undefined) => ({ mail: email?.toLowerCase() ?? null });

/** An occurrence under the rules' names: obra, status (ANDAMENTO read as EM ANDAMENTO), author and responsible. */
export function ocorrenciaFields(record: {
  obraId: string | null;
  status: string;
  autorEmail: string | null;
  responsavelEmail: string | null;
}): RecordFields {
  return {
    obra: record.obraId,
    status: statusSgiDe(record.status),
    autor: mail(record.autorEmail),
    responsavel: mail(record.responsavelEmail),
  };
}

/** A 5W2H action under the rules' names (SPEC §3 "Ticket interaction": responsavel.mail, responsavelRegistro.mail). */
export function acaoFields(record: {
  quemEmail: string | null;
  responsavelOcorrenciaEmail: string | null;
  verificadorEmail: string | null;
}): RecordFields {
  return {
    responsavel: mail(record.quemEmail),
    responsavelRegistro: mail(record.responsavelOcorrenciaEmail),
    verificador: mail(record.verificadorEmail),
  };
}

const personEmail = (column: AnyColumn | SQL) =>
  emailField(
    (emails) => sql`${column} in (select ${users.id} from ${users} where ${users.email} in ${emails})`,
  );

/** The stored status as the rules read it: an old ANDAMENTO is EM ANDAMENTO. */
const statusLido = sql`(case when ${O.status} = 'ANDAMENTO' then 'EM ANDAMENTO' else ${O.status} end)`;
const statusField: FieldMapping = (operator, value) => {
  const values = [value].flat() as string[];
  switch (operator) {
    case 'eq':
      return eq(statusLido, value);
    case 'ne':
      return ne(statusLido, value);
    case 'in':
      return values.length ? inArray(statusLido, values) : sql`false`;
    case 'nin':
      return values.length ? notInArray(statusLido, values) : sql`true`;
    default:
      throw new Error(`operador ${operator} não suportado na situação`);
  }
};

const OCORRENCIA_FIELDS: FieldMap = registerRuleFields('TicketSgi', {
  obra: idField(O.obraId),
  status: statusField,
  'autor.mail': personEmail(O.autorId),
  'responsavel.mail': personEmail(O.responsavelId),
});

/** The occurrences on which the user may `action`, as SQL. */
export function ocorrenciasWhere(
  ability: Parameters<typeof accessibleWhere>[0],
  action: TAction = 'read',
): SQL {
  return accessibleWhere(ability, action, 'TicketSgi', OCORRENCIA_FIELDS);
}

const ACAO_FIELDS: FieldMap = registerRuleFields('InteracaoTicket', {
  'responsavel.mail': personEmail(sgiAcoes.quemId),
  'responsavelRegistro.mail': personEmail(
    sql`(select ${O.responsavelId} from ${O} where ${O.id} = ${sgiAcoes.ocorrenciaId})`,
  ),
  'verificador.mail': personEmail(sgiAcoes.verificadorId),
});

/** The actions on which the user may `action` (as the interactions' rules say), as SQL. */
export function acoesWhere(ability: Parameters<typeof accessibleWhere>[0], action: TAction): SQL {
  return accessibleWhere(ability, action, 'InteracaoTicket', ACAO_FIELDS);
}
