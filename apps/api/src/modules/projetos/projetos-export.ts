import {
  PROJETO_CATEGORIA_LABEL,
  PROJETO_CODIGO_LABEL,
  PROJETO_DETENTOR_LABEL,
  PROJETO_DISCIPLINA_LABEL,
  PROJETO_FINALIDADE_LABEL,
  PROJETO_SITUACAO_LABEL,
  todayInSaoPaulo,
  ZProjetosQuery,
  type TProjetoResumo,
  type TProjetosQuery,
} from '@portal/domain';
import type { ExportSource } from '../exportacoes';
import { projetosWhere } from './projetos-rules';
import { toProjetoResumo } from './projetos-view';
import { findProjetosPage } from './projetos.repository';

/**
 * The documents' register in Excel (`/cre`, a site's `cre`, the factory's `projetos`), with the register's filters
 * and scope; each reader only the documents they read (Referência only with readInterno), as the list shows them.
 */
export const projetosExportSource: ExportSource<TProjetosQuery, TProjetoResumo> = {
  lista: 'projetos',
  titulo: 'Documentos de engenharia',
  arquivo: 'Documentos',
  subject: ['PROJETO', 'PROJETO_FABRICA'],
  query: ZProjetosQuery,
  columns: [
    {
      header: 'Obra',
      key: 'obra',
      type: 'texto',
      width: 36,
      value: (r) => `${r.obra.codigo} — ${r.obra.nome}`,
    },
    { header: 'Número', key: 'numero', type: 'texto', width: 24, value: (r) => r.numero },
    { header: 'Título', key: 'titulo', type: 'texto', width: 44, value: (r) => r.titulo },
    {
      header: 'Disciplina',
      key: 'disciplina',
      type: 'texto',
      width: 16,
      value: (r) => PROJETO_DISCIPLINA_LABEL[r.disciplina],
    },
    {
      header: 'Categoria',
      key: 'categoria',
      type: 'texto',
      width: 14,
      value: (r) => PROJETO_CATEGORIA_LABEL[r.categoria],
    },
    { header: 'Revisão', key: 'revisao', type: 'texto', width: 9, value: (r) => r.revisaoAtual ?? '' },
    {
      header: 'Finalidade',
      key: 'finalidade',
      type: 'texto',
      width: 18,
      value: (r) => (r.finalidade ? PROJETO_FINALIDADE_LABEL[r.finalidade] : ''),
    },
    {
      header: 'Situação',
      key: 'situacao',
      type: 'texto',
      width: 28,
      value: (r) => `${r.situacao} — ${PROJETO_SITUACAO_LABEL[r.situacao]}`,
    },
    {
      header: 'Código',
      key: 'codigo',
      type: 'texto',
      width: 30,
      value: (r) => (r.codigo ? PROJETO_CODIGO_LABEL[r.codigo] : ''),
    },
    { header: 'Prazo', key: 'prazo', type: 'data', width: 12, value: (r) => r.prazo },
    {
      header: 'Com quem',
      key: 'detentor',
      type: 'texto',
      width: 14,
      value: (r) => (r.detentor ? PROJETO_DETENTOR_LABEL[r.detentor] : ''),
    },
    {
      header: 'Atrasado',
      key: 'atrasado',
      type: 'texto',
      width: 14,
      value: (r) => (r.atrasado ? `Sim (${r.diasAtraso} ${r.diasAtraso === 1 ? 'dia' : 'dias'})` : 'Não'),
    },
  ],
  async page({ db, ability }, query) {
    const hoje = todayInSaoPaulo();
    const { rows, total } = await findProjetosPage(db, query, projetosWhere(ability, query.escopo), hoje);
    return { rows: rows.map((row) => toProjetoResumo(row, hoje)), total };
  },
};
