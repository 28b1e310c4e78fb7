import { sql, type AnyColumn } from 'drizzle-orm';
import type { TContratoStatus } from '@portal/domain';
import type { FieldMap } from '../../permissions/casl-to-sql';
import type { RecordFields } from '../../permissions/check-record';
import { emailField, idField, registerRuleFields } from '../../permissions/rule-fields';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { contratos } from './contratos.schema';

const { users } = identityTables;
const { obras } = obrasTables;

/** The e-mails the rules read of a contract: its three named people and its obra's site manager. */
export interface ContratoEmails {
  responsavel: string;
  gestor: string;
  validador: string;
  siteManager: string | null;
}

/**
 * A contract under the rules' names (SPEC §3 "Contract": responsavel.mail, gestor.mail, validador.mail, status), with
 * `obra` for rules limited to some obras and `siteManager.mail` (its obra's site manager, who reads it: issue 18).
 */
export function contratoFields(record: {
  obraId: string;
  status: TContratoStatus;
  emails: ContratoEmails;
}): RecordFields {
  const mail = (email: string | null) => ({ mail: email?.toLowerCase() ?? null });
  return {
    obra: record.obraId,
    status: record.status,
    responsavel: mail(record.emails.responsavel),
    gestor: mail(record.emails.gestor),
    validador: mail(record.emails.validador),
    siteManager: mail(record.emails.siteManager),
  };
}

const personByEmail = (column: AnyColumn) =>
  emailField(
    (emails) => sql`${column} in (select ${users.id} from ${users} where ${users.email} in ${emails})`,
  );

const obraManagedBy = emailField(
  (emails) =>
    sql`${contratos.obraId} in (select ${obras.id} from ${obras} join ${users} on ${users.id} = ${obras.siteManagerId} where ${users.email} in ${emails})`,
);

/** How the rules' fields read in SQL on `contratos` (lists, "comigo", search, exports). */
export const CONTRATO_FIELDS: FieldMap = registerRuleFields('Contratos', {
  obra: idField(contratos.obraId),
  status: contratos.status,
  'responsavel.mail': personByEmail(contratos.responsavelId),
  'gestor.mail': personByEmail(contratos.gestorId),
  'validador.mail': personByEmail(contratos.validadorId),
  'siteManager.mail': obraManagedBy,
});
