import type { TAction, TTafStatus } from '@portal/domain';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { findTaf, type TafDetailRow } from './taf.repository';

export const TAF_NAO_ENCONTRADO = 'TAF não encontrado.';
export const TAF_MUDOU =
  'Outra pessoa alterou este TAF enquanto você o lia. Atualize a página e tente de novo.';
export const TAF_ASSINADO = 'Este TAF está assinado: ele não pode mais ser alterado.';
export const SO_QUEM_EXECUTA = 'Só quem executa TAFs (editor ou administrador de TAF) pode fazer isto.';

/** The record under the rules' names (SPEC §6 has no TAF conditions today; these are what one could name). */
export const tafFieldsOf = (row: TafDetailRow) => ({ obra: row.taf.obraId, status: row.taf.status });

/** The TAF's page: under its product (/produto/taf/:produto/:taf). */
export const linkDoTaf = (produtoId: string, tafId: string) => `/produto/taf/${produtoId}/${tafId}`;

/** "TAF nº 3 · SK-100 nº de série 0001 · FB-2026-002". */
export const tituloDoTaf = (row: TafDetailRow) =>
  `TAF nº ${row.taf.numero} · ${row.produto.codigo} nº de série ${row.taf.numeroSerie} · ${row.obra.codigo}`;

export const tafNames = (row: TafDetailRow) => ({
  titulo: tituloDoTaf(row),
  link: linkDoTaf(row.produto.id, row.taf.id),
});

/** A TAF this user may read (and update, when asked): 404 like a missing one for whoever may not read TAFs. */
export async function findReadableTaf(
  ctx: ServiceContext,
  id: string,
  action?: TAction,
): Promise<TafDetailRow> {
  const row = isUuid(id) ? await findTaf(ctx.db, id) : undefined;
  if (!row) throw new NotFound(TAF_NAO_ENCONTRADO);
  ensureCan(ctx.auth.ability, 'read', 'TAF', tafFieldsOf(row), { hideAs: TAF_NAO_ENCONTRADO });
  if (action && action !== 'read')
    ensureCan(ctx.auth.ability, action, 'TAF', tafFieldsOf(row), { message: SO_QUEM_EXECUTA });
  return row;
}

/** A TAF that may still be changed in this way: never once signed; `em` the statuses the change needs. */
export function ensureStatus(row: TafDetailRow, em: readonly TTafStatus[], mensagem: string): void {
  const status = row.taf.status as TTafStatus;
  if (status === 'assinado') throw new Conflict(TAF_ASSINADO);
  if (!em.includes(status)) throw new Conflict(mensagem);
}
