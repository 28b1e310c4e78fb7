import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { SEGURO_RAMO_SUBJECT, type TAction, type TSeguroRamo } from '@portal/domain';
import { accessibleWhere, type FieldMap } from '../../permissions/casl-to-sql';
import type { RecordFields } from '../../permissions/check-record';
import { emailField, idField, registerRuleFields } from '../../permissions/rule-fields';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { segurosApolices } from './seguros.schema';

const { users } = identityTables;
const { obras } = obrasTables;

/** The permission subject of a kind of policy (SEGUROS or SEGUROS_PLENO). */
export const subjectOf = (ramo: TSeguroRamo) => SEGURO_RAMO_SUBJECT[ramo];

/** A policy under the rules' names: its `obra` and `siteManager.mail` (the obra's site manager, who reads it). */
export function apoliceFields(record: { obraId: string; siteManagerEmail: string | null }): RecordFields {
  return { obra: record.obraId, siteManager: { mail: record.siteManagerEmail?.toLowerCase() ?? null } };
}

const managerEmail = emailField(
  (emails) =>
    sql`${segurosApolices.obraId} in (select ${obras.id} from ${obras} join ${users} on ${users.id} = ${obras.siteManagerId} where ${users.email} in ${emails})`,
);

/** How the rules' fields read in SQL on `seguros_apolices` (lists, exports, the calendar). */
const FIELDS: FieldMap = { obra: idField(segurosApolices.obraId), 'siteManager.mail': managerEmail };
registerRuleFields('SEGUROS', FIELDS);
registerRuleFields('SEGUROS_PLENO', FIELDS);

/** The policies of both kinds on which the user may `action`, as SQL: each kind under its own subject. */
export function apolicesWhere(ability: Parameters<typeof accessibleWhere>[0], action: TAction = 'read'): SQL {
  return or(
    and(eq(segurosApolices.ramo, 'risco_engenharia'), accessibleWhere(ability, action, 'SEGUROS', FIELDS)),
    and(
      eq(segurosApolices.ramo, 'pleno_funcionamento'),
      accessibleWhere(ability, action, 'SEGUROS_PLENO', FIELDS),
    ),
  )!;
}
