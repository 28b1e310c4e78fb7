import {
  PROJETO_CATEGORIA_INTERNA,
  PROJETO_CATEGORIA_LABEL,
  PROJETO_DISCIPLINA_LABEL,
  PROJETO_FINALIDADE_LABEL,
  PROJETO_LIFECYCLE,
  PROJETO_SITUACAO_LABEL,
  type TProjetoCategoria,
  type TProjetoDisciplina,
  type TProjetoFinalidade,
  type TProjetoSituacao,
} from '@portal/domain';
import type { Db } from '../../db/database';
import type { RecordKind } from '../../records/record-registry';
import { isUuid } from '../../permissions/rule-fields';
import { fieldsOf, linkDoProjeto, subjectOfRow, tituloDoProjeto } from './projetos-access';
import { ENTIDADE_PROJETO, findProjeto } from './projetos.repository';

/**
 * A document as the history, the notifications and the shared thread see it. Their check is the subject's `read`
 * on the record; a Referência document also needs `readInterno`, which that check cannot ask, so an internal
 * document is not loaded here at all (its page shows its own timeline): no client is ever told of one.
 */
export const projetoRecordKind: RecordKind = {
  entidade: ENTIDADE_PROJETO,
  label: 'Documento',
  lifecycle: PROJETO_LIFECYCLE,
  campos: {
    obraId: 'Obra',
    escopo: 'Escopo',
    numero: 'Número',
    titulo: 'Título',
    disciplina: 'Disciplina',
    categoria: 'Categoria',
    descricao: 'Descrição',
    prazo: 'Prazo',
    situacao: 'Situação',
    revisao: 'Revisão',
    finalidade: 'Finalidade',
    codigo: 'Código do cliente',
    comentarios: 'Comentários',
    grd: 'GRD',
    arquivo: 'Arquivo',
    arquivos: 'Arquivos',
    interno: 'Interno',
    resposta: 'Resposta',
    comentario: 'Comentário',
    motivo: 'Motivo',
  },
  acoes: {
    criar: 'Cadastrou o documento',
    editar: 'Alterou o documento',
    nova_revisao: 'Começou uma revisão',
    editar_revisao: 'Alterou a revisão em preparação',
    excluir_revisao: 'Excluiu a revisão em preparação',
    anexar_arquivo: 'Enviou um arquivo',
    remover_arquivo: 'Removeu um arquivo',
    emitir: 'Emitiu',
    parecer: 'Deu o parecer',
    comentar: 'Comentou',
    responder_comentario: 'Respondeu um comentário',
    fechar_comentario: 'Fechou um comentário',
    cancelar: 'Cancelou',
    reativar: 'Reativou',
  },
  formatar(campo, valor) {
    if (typeof valor !== 'string') return undefined;
    if (campo === 'situacao') return PROJETO_SITUACAO_LABEL[valor as TProjetoSituacao] ?? valor;
    if (campo === 'categoria') return PROJETO_CATEGORIA_LABEL[valor as TProjetoCategoria] ?? valor;
    if (campo === 'disciplina') return PROJETO_DISCIPLINA_LABEL[valor as TProjetoDisciplina] ?? valor;
    if (campo === 'finalidade') return PROJETO_FINALIDADE_LABEL[valor as TProjetoFinalidade] ?? valor;
    return undefined;
  },
  async load(db: Db, id: string) {
    const row = isUuid(id) ? await findProjeto(db, id) : undefined;
    if (!row || row.projeto.categoria === PROJETO_CATEGORIA_INTERNA) return null;
    return {
      subject: subjectOfRow(row),
      // `status` is what the notifications compare with the status a move led to.
      fields: { ...fieldsOf(row), status: row.projeto.situacao },
      titulo: tituloDoProjeto(row),
      link: linkDoProjeto(row.projeto),
      obraId: row.projeto.obraId,
    };
  },
};
