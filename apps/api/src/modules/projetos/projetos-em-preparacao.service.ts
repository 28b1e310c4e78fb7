import { and } from 'drizzle-orm';
import { todayInSaoPaulo, type TEmPreparacao, type ZEmPreparacaoQuery } from '@portal/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../../service-context';
import { ensureLeEscopo } from './projetos-access';
import { findEmPreparacao } from './projetos-revisoes.repository';
import { projetosWhere } from './projetos-rules';
import { toProjetoResumo } from './projetos-view';

/**
 * An obra's revisions in preparation that this user may issue in a GRD (`update` on the document and `create` on
 * its subject, as issuing asks), in one query: the dialog no longer reads each document.
 */
export async function listEmPreparacao(
  ctx: ServiceContext,
  query: z.output<typeof ZEmPreparacaoQuery>,
): Promise<TEmPreparacao[]> {
  ensureLeEscopo(ctx, query.escopo);
  const { ability } = ctx.auth;
  const permission = and(
    projetosWhere(ability, query.escopo, 'update'),
    projetosWhere(ability, query.escopo, 'create'),
  )!;
  const hoje = todayInSaoPaulo();
  const rows = await findEmPreparacao(ctx.db, query.obraId, permission);
  return rows.map((r) => ({
    projeto: toProjetoResumo({ projeto: r.projeto, obra: r.obra }, hoje),
    revisao: {
      id: r.revisao.id,
      revisao: r.revisao.revisao,
      finalidade: r.revisao.finalidade,
      descricao: r.revisao.descricao,
      arquivos: Number(r.arquivos ?? 0),
    },
  }));
}
