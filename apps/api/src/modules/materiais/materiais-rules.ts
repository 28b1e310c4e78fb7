import { sql, type AnyColumn } from 'drizzle-orm';
import type { TMateriaisStatus } from '@portal/domain';
import type { FieldMap } from '../../permissions/casl-to-sql';
import type { RecordFields } from '../../permissions/check-record';
import { emailField, idField, registerRuleFields } from '../../permissions/rule-fields';
import { identityTables } from '../identity';
import { materiaisListas } from './materiais.schema';

const { users } = identityTables;

/** The e-mails of the four people a list names, as the rules read them. */
export interface ListaPessoasEmails {
  quantificador: string;
  verificador: string;
  siteManager: string;
  coordenador: string;
}

/**
 * A list under the rules' names (SPEC §3 "Materials": Quantificou.mail, Verificador.mail, Site_manager.mail,
 * Coordenador.mail, Status), with `obra` for rules limited to some obras and `status` for the life cycle.
 */
export function listaFields(record: {
  obraId: string;
  status: TMateriaisStatus;
  emails: ListaPessoasEmails;
}): RecordFields {
  const mail = (email: string) => ({ mail: email.toLowerCase() });
  return {
    obra: record.obraId,
    Status: record.status,
    status: record.status,
    Quantificou: mail(record.emails.quantificador),
    Verificador: mail(record.emails.verificador),
    Site_manager: mail(record.emails.siteManager),
    Coordenador: mail(record.emails.coordenador),
  };
}

const personByEmail = (column: AnyColumn) =>
  emailField(
    (emails) => sql`${column} in (select ${users.id} from ${users} where ${users.email} in ${emails})`,
  );

/** How the rules' fields read in SQL on `materiais_listas` (lists, search, exports). */
export const LISTA_FIELDS: FieldMap = registerRuleFields('Materiais', {
  obra: idField(materiaisListas.obraId),
  Status: materiaisListas.status,
  status: materiaisListas.status,
  'Quantificou.mail': personByEmail(materiaisListas.quantificadorId),
  'Verificador.mail': personByEmail(materiaisListas.verificadorId),
  'Site_manager.mail': personByEmail(materiaisListas.siteManagerId),
  'Coordenador.mail': personByEmail(materiaisListas.coordenadorId),
});
