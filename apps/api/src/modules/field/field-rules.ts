import { sql } from 'drizzle-orm';
import {
  OS_TIPO_SUBJECT,
  type TAction,
  type TObraDetalhe,
  type TOsStatus,
  type TOsTipo,
} from '@portal/domain';
import { Forbidden } from '../../errors/domain-errors';
import type { FieldMap } from '../../permissions/casl-to-sql';
import { canOn, type RecordFields } from '../../permissions/check-record';
import { idField, registerRuleFields } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { identityTables } from '../identity';
import { getObra, obrasTables } from '../obras';
import { ordensServico } from './field.schema';

const { users } = identityTables;
const { obras } = obrasTables;

/** The permission subject of a team's records. */
export const subjectOf = (tipo: TOsTipo) => OS_TIPO_SUBJECT[tipo];

/**
 * An order (or an obra-wide record of a team: EAP, template) under the rules' names: `obra`, `status`,
 * `siteManager.mail` (the obra's current site manager) and `responsavel.mail` (the order's).
 */
export function osFields(record: {
  obra: string;
  status?: TOsStatus | null;
  siteManagerEmail: string | null;
  responsavelEmail?: string | null;
}): RecordFields {
  return {
    obra: record.obra,
    ...(record.status ? { status: record.status } : {}),
    siteManager: { mail: record.siteManagerEmail?.toLowerCase() ?? null },
    responsavel: { mail: record.responsavelEmail?.toLowerCase() ?? null },
  };
}

/**
 * An obra's record of a team that is not an order (the EAP, a checklist template, a new order before it exists): the
 * obra and its site manager; `status` is a new order's, so the open-order rules count.
 */
export function obraFieldsFor(obra: TObraDetalhe): RecordFields {
  return osFields({ obra: obra.id, status: 'aberta', siteManagerEmail: obra.siteManager?.email ?? null });
}

function emailIn(column: ReturnType<typeof sql>, operator: string, value: unknown) {
  if (operator === 'eq') return sql`${column} = ${String(value).toLowerCase()})`;
  if (operator === 'in') {
    const list = (value as string[]).map((v) => v.toLowerCase());
    return list.length === 0 ? sql`false` : sql`${column} in ${list})`;
  }
  throw new Error(`operador ${operator} não suportado em e-mail`);
}

/** How the rules' fields read in SQL on `ordens_servico` (lists, search, exports). */
const OS_FIELD_MAP: FieldMap = {
  obra: idField(ordensServico.obraId),
  status: ordensServico.status,
  'siteManager.mail': (operator, value) =>
    emailIn(
      sql`${ordensServico.obraId} in (select ${obras.id} from ${obras} join ${users} on ${users.id} = ${obras.siteManagerId} where ${users.email}`,
      operator,
      value,
    ),
  'responsavel.mail': (operator, value) =>
    emailIn(
      sql`${ordensServico.responsavelId} in (select ${users.id} from ${users} where ${users.email}`,
      operator,
      value,
    ),
};
export const OS_FIELDS = registerRuleFields('Field', OS_FIELD_MAP);
registerRuleFields('Automacao', OS_FIELD_MAP);

/**
 * The obra, when the user may `action` one of its team's records (any of `actions`). An obra they cannot read is 404
 * like a missing one; an obra they read but where they may not act is 403 with `refusal`.
 */
export async function obraForTeam(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
  actions: TAction[],
  refusal: string,
): Promise<TObraDetalhe> {
  const obra = await getObra(ctx, obraId);
  const fields = obraFieldsFor(obra);
  if (!actions.some((action) => canOn(ctx.auth.ability, action, subjectOf(tipo), fields)))
    throw new Forbidden(refusal);
  return obra;
}
