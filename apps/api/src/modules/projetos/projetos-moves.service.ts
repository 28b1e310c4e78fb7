import type { z } from 'zod';
import type { TProjeto, ZProjetoMoveInput } from '@portal/domain';
import { Conflict } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { checkMove, recordMove } from '../workflow';
import {
  PROJETO_MUDOU,
  fieldsOf,
  findReadableProjeto,
  lifecycleOf,
  projetoNames,
  situacaoOf,
} from './projetos-access';
import { ENTIDADE_PROJETO, updateProjetoIf } from './projetos.repository';
import { getProjeto } from './projetos.service';

/**
 * Cancels a document (CL: the end of its road; it never counts as overdue) or reactivates a cancelled one (back in
 * elaboration), with a reason, by the projects' administrator; kept in the document's timeline.
 */
export async function moverProjeto(
  ctx: ServiceContext,
  id: string,
  movimento: 'cancelar' | 'reativar',
  input: z.output<typeof ZProjetoMoveInput>,
): Promise<TProjeto> {
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableProjeto({ db: tx, auth: ctx.auth }, id);
    const situacao = situacaoOf(row);
    const lifecycle = lifecycleOf(row.projeto.escopo);
    const mover = checkMove(ctx.auth, lifecycle, situacao, movimento, fieldsOf(row), input);
    const para = lifecycle.moves[movimento].to;
    const changed = await updateProjetoIf(
      tx,
      id,
      { versao: input.versao ?? row.projeto.versao, situacao },
      { situacao: para },
    );
    if (!changed) throw new Conflict(PROJETO_MUDOU);
    await recordMove(tx, lifecycle, {
      entidadeId: id,
      move: movimento,
      from: situacao,
      mover,
      motivo: input.motivo,
      registro: projetoNames(row),
    });
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: id,
      action: movimento,
      before: { situacao },
      after: { situacao: para, motivo: input.motivo ?? null },
    });
  });
  return getProjeto(ctx, id);
}
