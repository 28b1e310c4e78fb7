import {
  CONTRATO_PARTE_LABEL,
  CONTRATO_QUEM_AGE,
  ZContratosQuery,
  codigoContrato,
  formatCnpj,
  type TContratosQuery,
} from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { ExportSource } from '../exportacoes';
import { CONTRATO_FIELDS } from './contratos-rules';
import { findContratosPage, type ContratoPageRow } from './contratos.repository';

/** `/contrato` and `/:obra/contrato` in Excel: the contracts the user may read, with the list's filters and sort. */
export const contratosExportSource: ExportSource<TContratosQuery, ContratoPageRow> = {
  lista: 'contratos',
  titulo: 'Contratos',
  arquivo: 'Contratos',
  subject: 'Contratos',
  query: ZContratosQuery,
  columns: [
    {
      header: 'Contrato',
      key: 'codigo',
      type: 'texto',
      width: 9,
      value: (r) => codigoContrato(r.contrato.numero),
    },
    {
      header: 'Obra',
      key: 'obra',
      type: 'texto',
      width: 36,
      value: (r) => `${r.obra.codigo} — ${r.obra.nome}`,
    },
    { header: 'Objeto', key: 'objeto', type: 'texto', width: 48, value: (r) => r.contrato.objeto },
    { header: 'Parte', key: 'parte', type: 'texto', width: 36, value: (r) => r.contrato.parteNome },
    { header: 'CNPJ', key: 'cnpj', type: 'texto', width: 20, value: (r) => formatCnpj(r.contrato.parteCnpj) },
    {
      header: 'Tipo da parte',
      key: 'parteTipo',
      type: 'texto',
      width: 15,
      value: (r) => CONTRATO_PARTE_LABEL[r.contrato.parteTipo],
    },
    {
      header: 'Status',
      key: 'status',
      type: 'texto',
      width: 26,
      value: (r) => (r.contrato.cancelado ? 'Cancelado' : r.contrato.status),
    },
    {
      header: 'Com quem',
      key: 'comQuem',
      type: 'texto',
      width: 24,
      value: (r) => (r.contrato.cancelado ? '' : r[CONTRATO_QUEM_AGE[r.contrato.status]].name),
    },
    { header: 'Valor', key: 'valor', type: 'dinheiro', width: 16, value: (r) => r.contrato.valor },
    { header: 'Início', key: 'inicio', type: 'data', width: 12, value: (r) => r.contrato.inicio },
    { header: 'Término', key: 'fim', type: 'data', width: 12, value: (r) => r.contrato.fim },
    { header: 'Responsável', key: 'responsavel', type: 'texto', width: 24, value: (r) => r.responsavel.name },
    { header: 'Gestor', key: 'gestor', type: 'texto', width: 24, value: (r) => r.gestor.name },
    { header: 'Verificador', key: 'validador', type: 'texto', width: 24, value: (r) => r.validador.name },
  ],
  async page({ db, ability }, query) {
    return findContratosPage(
      db,
      query,
      accessibleWhere(ability, 'read', 'Contratos', CONTRATO_FIELDS),
      query.comigo ? accessibleWhere(ability, 'update', 'Contratos', CONTRATO_FIELDS) : undefined,
    );
  },
};
