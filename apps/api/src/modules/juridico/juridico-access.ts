import { NotFound } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { Db } from '../../db/database';
import type { RequestAuth } from '../identity';
import { processoFields } from './juridico-rules';
import { findProcesso, type ProcessoRow } from './juridico.repository';

export const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';
/** A case's name as a record: in the audit log, its thread, its notifications. */
export const ENTIDADE_PROCESSO = 'processo_juridico';

export const fieldsOf = (row: ProcessoRow) =>
  processoFields({
    obraId: row.processo.obraId,
    escritorioId: row.processo.escritorioId,
    dpEmail: row.dp?.email ?? null,
    segEmail: row.seg?.email ?? null,
  });

export const linkDoProcesso = (id: string) => `/juridico/processo/${id}`;

/**
 * A case this user may read (and `action` on it); anyone else — another firm, a client, a site manager — gets what a
 * missing case gives (404), so not even its existence shows. `naoEncontrado`: what a missing record says when the
 * case is reached through another one (a document request answers like a missing request).
 */
export async function findReadableProcesso(
  ctx: { db: Db; auth: RequestAuth },
  id: string,
  action?: 'update' | 'upload' | 'comment',
  naoEncontrado = PROCESSO_NAO_ENCONTRADO,
): Promise<ProcessoRow> {
  const row = isUuid(id) ? await findProcesso(ctx.db, id) : undefined;
  if (!row) throw new NotFound(naoEncontrado);
  ensureCan(ctx.auth.ability, 'read', 'ProcessoJuridico', fieldsOf(row), { hideAs: naoEncontrado });
  if (action)
    ensureCan(ctx.auth.ability, action, 'ProcessoJuridico', fieldsOf(row), {
      message:
        action === 'upload'
          ? 'Você não pode enviar documentos a este processo.'
          : 'Só o jurídico altera este processo.',
    });
  return row;
}
