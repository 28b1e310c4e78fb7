import {
  PROJETO_MOVES_BOTOES,
  diasEntre,
  todayInSaoPaulo,
  type TProjeto,
  type TProjetoComentario,
  type TProjetoRevisao,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { canOn } from '../../permissions/check-record';
import type { RequestAuth } from '../identity';
import { movesFor, timelineOf } from '../workflow';
import {
  fieldsOf,
  lifecycleOf,
  podeEditar,
  situacaoOf,
  subjectOfRow,
  veInterno,
  veRascunhos,
} from './projetos-access';
import { findComentarios, type ComentarioDetalheRow } from './projetos-comentarios.repository';
import { configDaObra } from './projetos-config.repository';
import {
  findArquivosDasRevisoes,
  findRevisoes,
  type RevisaoDetalheRow,
} from './projetos-revisoes.repository';
import { toProjetoResumo, type ProjetoRow } from './projetos-view';

const pessoa = (p: { id: string | null; nome: string | null } | null) =>
  p?.id ? { id: p.id, nome: p.nome ?? '' } : null;

/** The calendar day a moment fell on in São Paulo. */
const diaSp = (d: Date) => todayInSaoPaulo(d);

function comentarioOf(
  r: ComentarioDetalheRow,
  auth: RequestAuth,
  podeResponder: boolean,
): TProjetoComentario {
  const c = r.comentario;
  const fechado = c.fechadoEm !== null;
  return {
    id: c.id,
    revisaoId: c.revisaoId,
    revisao: r.revisao,
    autor: {
      id: r.autor?.id ?? '',
      nome: r.autor?.nome ?? 'Usuário removido',
      externo: r.autor?.tipo === 'cliente',
    },
    texto: c.texto,
    interno: c.interno,
    resposta:
      c.resposta !== null && c.respondidoEm
        ? {
            texto: c.resposta,
            por: pessoa(r.respondidoPor) ?? { id: '', nome: 'Usuário removido' },
            em: c.respondidoEm.toISOString(),
          }
        : null,
    fechado: c.fechadoEm
      ? { por: pessoa(r.fechadoPor) ?? { id: '', nome: 'Usuário removido' }, em: c.fechadoEm.toISOString() }
      : null,
    criadoEm: c.createdAt.toISOString(),
    acoes: {
      responder: podeResponder && !fechado,
      fechar: !fechado && c.autorId === auth.user.id,
    },
  };
}

/**
 * The whole document as this user may see it: revisions (drafts only for who prepares them), their files and
 * reviews, comments (internal ones only with readInterno), what the user may do now, the moves and the timeline.
 */
export async function projetoOf(db: Db, auth: RequestAuth, row: ProjetoRow): Promise<TProjeto> {
  const { ability } = auth;
  const p = row.projeto;
  const situacao = situacaoOf(row);
  const subject = subjectOfRow(row);
  const fields = fieldsOf(row);
  const lifecycle = lifecycleOf(p.escopo);
  const interno = veInterno(ability, row);
  const [todas, comentarios, config, linhaDoTempo] = await Promise.all([
    findRevisoes(db, p.id),
    findComentarios(db, p.id, interno),
    configDaObra(db, p.obraId),
    timelineOf(db, lifecycle, p.id),
  ]);
  const revisoes = veRascunhos(ability, row) ? todas : todas.filter((r) => r.revisao.status !== 'rascunho');
  const arquivos = await findArquivosDasRevisoes(
    db,
    revisoes.map((r) => r.revisao.id),
  );
  const editar = podeEditar(ability, row);
  const enviar = canOn(ability, 'upload', subject, fields);
  const aprovar = canOn(ability, 'approve', subject, fields) && situacao === 'PAP';
  const ultimaEmitida = todas.find((r) => r.revisao.status !== 'rascunho');
  const temRascunho = todas.some((r) => r.revisao.status === 'rascunho');
  const aberta = situacao !== 'CL';

  const revisaoOf = (r: RevisaoDetalheRow): TProjetoRevisao => {
    const v = r.revisao;
    const rascunho = v.status === 'rascunho';
    return {
      id: v.id,
      revisao: v.revisao,
      finalidade: v.finalidade,
      descricao: v.descricao,
      status: v.status,
      arquivos: arquivos
        .filter((a) => a.revisaoId === v.id)
        .map((a) => ({
          id: a.id,
          nome: a.nome,
          mime: a.mime,
          tamanho: a.tamanho,
          enviadoEm: a.createdAt.toISOString(),
        })),
      transmittal: r.transmittal?.id ? { id: r.transmittal.id, numero: r.transmittal.numero } : null,
      emitidaEm: v.emitidaEm?.toISOString() ?? null,
      emitidaPor: pessoa(r.emitidaPor),
      prazoCliente: v.prazoCliente,
      codigo: v.codigo,
      revisadaEm: v.revisadaEm?.toISOString() ?? null,
      revisadaPor: pessoa(r.revisadaPor),
      diasRevisao: v.emitidaEm && v.revisadaEm ? diasEntre(diaSp(v.emitidaEm), diaSp(v.revisadaEm)) : null,
      acoes: {
        editar: rascunho && editar && aberta,
        enviarArquivos: rascunho && enviar && aberta,
        excluir: rascunho && editar,
        parecer: aprovar && v.status === 'emitida' && v.id === ultimaEmitida?.revisao.id,
      },
    };
  };

  const comentar = canOn(ability, 'comment', subject, fields) && ultimaEmitida !== undefined;
  return {
    ...toProjetoResumo(row, todayInSaoPaulo()),
    descricao: p.descricao,
    esquemaRevisao: config.esquemaRevisao,
    revisoes: revisoes.map(revisaoOf),
    comentarios: comentarios.map((c) => comentarioOf(c, auth, editar)),
    versao: p.versao,
    acoes: {
      editar: editar && aberta,
      novaRevisao: editar && aberta && situacao !== 'PAP' && !temRascunho,
      comentar,
      comentarInterno: comentar && interno,
      parecer: aprovar && ultimaEmitida?.revisao.status === 'emitida',
    },
    movimentos: movesFor(auth, lifecycle, situacao, fields).filter((m) =>
      PROJETO_MOVES_BOTOES.includes(m.movimento as never),
    ),
    linhaDoTempo,
  };
}
