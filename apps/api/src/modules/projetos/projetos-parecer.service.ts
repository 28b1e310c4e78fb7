import type { z } from 'zod';
import {
  PROJETO_CODIGO_LABEL,
  PROJETO_CODIGO_MOVE,
  todayInSaoPaulo,
  type TProjeto,
  type ZParecerInput,
} from '@portal/domain';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
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
  subjectOfRow,
} from './projetos-access';
import { insertComentarios } from './projetos-comentarios.repository';
import { findRevisao, findRevisoes, updateRevisaoIf } from './projetos-revisoes.repository';
import { REVISAO_NAO_ENCONTRADA } from './projetos-revisoes.service';
import { ENTIDADE_PROJETO, updateProjetoIf } from './projetos.repository';
import { getProjeto } from './projetos.service';

const QUEM_REVISA =
  'Só o aprovador do cliente desta obra revisa um documento, e só enquanto ele está pendente de aprovação (PAP).';

/**
 * The client's review of the last issued revision, while the document waits for it (PAP): the code moves the
 * document (A → APR; B → APC, C → REV, D → REP, back to the designers with their due date and the comments, one
 * per line, each to be answered and closed by its reviewer).
 */
export async function darParecer(
  ctx: ServiceContext,
  id: string,
  revisaoId: string,
  input: z.output<typeof ZParecerInput>,
): Promise<TProjeto> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableProjeto({ db: tx, auth }, id);
    const p = row.projeto;
    const situacao = situacaoOf(row);
    ensureCan(auth.ability, 'approve', subjectOfRow(row), fieldsOf(row), { message: QUEM_REVISA });
    const revisao = isUuid(revisaoId) ? await findRevisao(tx, id, revisaoId) : undefined;
    if (!revisao || revisao.status === 'rascunho') throw new NotFound(REVISAO_NAO_ENCONTRADA);
    const [ultima] = (await findRevisoes(tx, id)).filter((r) => r.revisao.status !== 'rascunho');
    if (ultima?.revisao.id !== revisao.id)
      throw new Conflict(
        `Só a última revisão emitida recebe parecer; a revisão ${revisao.revisao} foi superada.`,
      );
    if (revisao.status === 'revisada')
      throw new Conflict(`A revisão ${revisao.revisao} já recebeu o parecer ${revisao.codigo}.`);
    const move = PROJETO_CODIGO_MOVE[input.codigo];
    const lifecycle = lifecycleOf(p.escopo);
    const mover = checkMove(auth, lifecycle, situacao, move, fieldsOf(row), {
      comentario: input.comentarios.join('\n') || null,
    });
    const devolve = input.codigo !== 'A';
    if (devolve && input.prazo && input.prazo < todayInSaoPaulo())
      throw new ValidationFailed('Os dados enviados são inválidos.', [
        { campo: 'prazo', mensagem: 'O prazo dos projetistas não pode ser anterior a hoje' },
      ]);
    const agora = new Date();
    const prazo = devolve ? input.prazo : null;
    const changed = await updateProjetoIf(
      tx,
      id,
      { versao: input.versao ?? p.versao, situacao },
      { situacao: lifecycle.moves[move].to, codigoAtual: input.codigo, prazo },
    );
    if (!changed) throw new Conflict(PROJETO_MUDOU);
    if (
      !(await updateRevisaoIf(tx, revisao.id, 'emitida', {
        status: 'revisada',
        codigo: input.codigo,
        revisadaEm: agora,
        revisadaPor: auth.user.id,
      }))
    )
      throw new Conflict(PROJETO_MUDOU);
    await insertComentarios(
      tx,
      // One review's comments are written together: a millisecond apart, they keep the order they were given in.
      input.comentarios.map((texto, i) => ({
        createdAt: new Date(agora.getTime() + i),
        projetoId: id,
        revisaoId: revisao.id,
        autorId: auth.user.id,
        texto,
        interno: false,
      })),
    );
    await recordMove(tx, lifecycle, {
      entidadeId: id,
      move,
      from: situacao,
      mover,
      motivo: devolve ? `Código ${PROJETO_CODIGO_LABEL[input.codigo]}` : null,
      registro: projetoNames(row),
    });
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: id,
      action: 'parecer',
      before: { situacao, prazo: p.prazo },
      after: {
        revisao: revisao.revisao,
        codigo: input.codigo,
        situacao: lifecycle.moves[move].to,
        prazo,
        comentarios: input.comentarios.length,
      },
    });
  });
  return getProjeto(ctx, id);
}
