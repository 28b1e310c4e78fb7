import type { TAction } from '@portal/domain';
import { NotFound } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { Db } from '../../db/database';
import type { RequestAuth } from '../identity';
import { acaoFields, ocorrenciaFields } from './sgi-rules';
import type { AcaoRow } from './sgi-acoes.repository';
import { findOcorrencia, findOcorrenciaIdByNumero, type OcorrenciaRow } from './sgi.repository';

export const OCORRENCIA_NAO_ENCONTRADA = 'Ocorrência não encontrada.';
/** An occurrence's name as a record: audit log, thread, notifications, files. */
export const ENTIDADE_OCORRENCIA = 'ocorrencia_sgi';

export const fieldsOf = (row: OcorrenciaRow) =>
  ocorrenciaFields({
    obraId: row.ocorrencia.obraId,
    status: row.ocorrencia.status,
    autorEmail: row.autor?.email ?? null,
    responsavelEmail: row.responsavel?.email ?? null,
  });

export const acaoFieldsOf = (row: AcaoRow) =>
  acaoFields({
    quemEmail: row.quem?.email ?? null,
    responsavelOcorrenciaEmail: row.responsavelOcorrenciaEmail,
    verificadorEmail: row.verificador?.email ?? null,
  });

export const linkDaOcorrencia = (numero: number) => `/sgi/ocorrencias/${numero}`;

const RECUSA: Partial<Record<TAction, string>> = {
  update: 'Só a equipe do SGI ou o responsável pela ocorrência em andamento podem alterá-la.',
  accept: 'Só a equipe do SGI faz a triagem das ocorrências.',
  comment: 'Só a equipe do SGI ou o responsável pela ocorrência em andamento interagem nela.',
  upload: 'Você não pode enviar evidências a esta ocorrência.',
};

export async function findOcorrenciaByRef(db: Db, ref: string): Promise<OcorrenciaRow | undefined> {
  if (isUuid(ref)) return findOcorrencia(db, ref);
  if (!/^\d{1,9}$/.test(ref)) return undefined;
  const id = await findOcorrenciaIdByNumero(db, Number(ref));
  return id ? findOcorrencia(db, id) : undefined;
}

/**
 * An occurrence this user may read (and `action` on it); anyone else — a client, another member of staff's draft —
 * gets what a missing occurrence gives (404).
 */
export async function findReadableOcorrencia(
  ctx: { db: Db; auth: RequestAuth },
  ref: string,
  action?: TAction,
): Promise<OcorrenciaRow> {
  const row = await findOcorrenciaByRef(ctx.db, ref);
  if (!row) throw new NotFound(OCORRENCIA_NAO_ENCONTRADA);
  ensureCan(ctx.auth.ability, 'read', 'TicketSgi', fieldsOf(row), { hideAs: OCORRENCIA_NAO_ENCONTRADA });
  if (action && action !== 'read')
    ensureCan(ctx.auth.ability, action, 'TicketSgi', fieldsOf(row), {
      message: RECUSA[action] ?? 'Você não pode fazer isso nesta ocorrência.',
    });
  return row;
}
