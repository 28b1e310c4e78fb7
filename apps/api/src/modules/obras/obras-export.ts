import {
  OBRA_STATUS_LABEL,
  OBRA_TIPO_LABEL,
  ZClienteListQuery,
  ZObraListQuery,
  formatCnpj,
  type TClienteListQuery,
  type TObraListQuery,
} from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { ExportSource } from '../exportacoes';
import { CLIENTE_FIELDS, OBRA_FIELDS, findClientesPage, findObrasPage } from './obras.repository';

type ObraListRow = Awaited<ReturnType<typeof findObrasPage>>['rows'][number];
type ClienteListRow = Awaited<ReturnType<typeof findClientesPage>>['rows'][number];

/**
 * `/todas-obras` in Excel: the obras the user may read, with the list's search, filters and sort, page by page
 * through the list's own query. The contract value is there too: whoever may read an obra reads it on its page.
 */
export const obrasExportSource: ExportSource<TObraListQuery, ObraListRow> = {
  lista: 'obras',
  titulo: 'Obras',
  arquivo: 'Obras',
  subject: 'Obra',
  query: ZObraListQuery,
  columns: [
    { header: 'Código', key: 'codigo', type: 'texto', width: 14, value: (r) => r.obra.codigo },
    { header: 'Nome', key: 'nome', type: 'texto', width: 40, value: (r) => r.obra.nome },
    { header: 'Cliente', key: 'cliente', type: 'texto', width: 32, value: (r) => r.cliente.nome },
    { header: 'Cidade', key: 'cidade', type: 'texto', width: 22, value: (r) => r.obra.cidade },
    { header: 'UF', key: 'uf', type: 'texto', width: 5, value: (r) => r.obra.uf },
    { header: 'Tipo', key: 'tipo', type: 'texto', width: 12, value: (r) => OBRA_TIPO_LABEL[r.obra.tipo] },
    {
      header: 'Situação',
      key: 'status',
      type: 'texto',
      width: 16,
      value: (r) => OBRA_STATUS_LABEL[r.obra.status],
    },
    {
      header: 'Início previsto',
      key: 'inicioPrevisto',
      type: 'data',
      width: 14,
      value: (r) => r.obra.inicioPrevisto,
    },
    {
      header: 'Término previsto',
      key: 'fimPrevisto',
      type: 'data',
      width: 14,
      value: (r) => r.obra.fimPrevisto,
    },
    {
      header: 'Site manager',
      key: 'siteManager',
      type: 'texto',
      width: 26,
      value: (r) => r.siteManager?.name ?? null,
    },
    {
      header: 'Valor do contrato',
      key: 'valorContrato',
      type: 'dinheiro',
      width: 18,
      value: (r) => r.obra.valorContrato,
    },
  ],
  page: ({ db, ability, userId }, query) =>
    findObrasPage(db, query, accessibleWhere(ability, 'read', 'Obra', OBRA_FIELDS), userId),
};

/** `/clientes` in Excel: the client companies the user may read, with the list's search and sort. */
export const clientesExportSource: ExportSource<TClienteListQuery, ClienteListRow> = {
  lista: 'clientes',
  titulo: 'Clientes',
  arquivo: 'Clientes',
  subject: 'Cliente',
  query: ZClienteListQuery,
  columns: [
    { header: 'Razão social', key: 'nome', type: 'texto', width: 40, value: (r) => r.cliente.nome },
    { header: 'CNPJ', key: 'cnpj', type: 'texto', width: 20, value: (r) => formatCnpj(r.cliente.cnpj) },
    { header: 'Obras', key: 'obras', type: 'numero', width: 8, value: (r) => r.obras },
  ],
  page: ({ db, ability }, query) =>
    findClientesPage(db, query, accessibleWhere(ability, 'read', 'Cliente', CLIENTE_FIELDS)),
};
