import {
  MATERIAIS_DISCIPLINAS,
  codigoLista,
  MATERIAIS_QUEM_AGE,
  ZListasQuery,
  type TListasQuery,
} from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { ExportSource } from '../exportacoes';
import { LISTA_FIELDS } from './materiais-rules';
import { actsInPlanning } from './materiais.service';
import { findListasPage, type ListaPageRow } from './materiais.repository';

/** `/:obra/materiais` in Excel: the lists the user may read, with the list's filters and sort. */
export const listasExportSource: ExportSource<TListasQuery, ListaPageRow> = {
  lista: 'materiais',
  titulo: 'Listas de materiais',
  arquivo: 'ListasMateriais',
  subject: 'Materiais',
  query: ZListasQuery,
  columns: [
    { header: 'Lista', key: 'codigo', type: 'texto', width: 9, value: (r) => codigoLista(r.lista.numero) },
    { header: 'Título', key: 'titulo', type: 'texto', width: 40, value: (r) => r.lista.titulo },
    {
      header: 'Obra',
      key: 'obra',
      type: 'texto',
      width: 36,
      value: (r) => `${r.obra.codigo} — ${r.obra.nome}`,
    },
    {
      header: 'Disciplina',
      key: 'disciplina',
      type: 'texto',
      width: 16,
      value: (r) => MATERIAIS_DISCIPLINAS[r.lista.disciplina],
    },
    { header: 'Projeto', key: 'projeto', type: 'texto', width: 24, value: (r) => r.lista.projeto },
    { header: 'Status', key: 'status', type: 'texto', width: 28, value: (r) => r.lista.status },
    {
      header: 'Com quem',
      key: 'comQuem',
      type: 'texto',
      width: 26,
      value: (r) => {
        const quem = MATERIAIS_QUEM_AGE[r.lista.status];
        return quem === 'pcp' ? 'Planejamento (PCP)' : r[quem].name;
      },
    },
    { header: 'Revisão', key: 'revisao', type: 'numero', width: 9, value: (r) => r.lista.revisao },
    { header: 'Linhas', key: 'linhas', type: 'numero', width: 9, value: (r) => r.lista.totalLinhas },
    {
      header: 'Documento SAP',
      key: 'sap',
      type: 'texto',
      width: 16,
      value: (r) => r.lista.sapDocumento ?? '',
    },
    {
      header: 'Atualizada em',
      key: 'updatedAt',
      type: 'data',
      width: 14,
      value: (r) => r.lista.updatedAt.toISOString().slice(0, 10),
    },
  ],
  async page({ db, ability, userId }, query) {
    return findListasPage(
      db,
      { ...query, eu: { id: userId, pcp: actsInPlanning(ability) } },
      accessibleWhere(ability, 'read', 'Materiais', LISTA_FIELDS),
    );
  },
};
