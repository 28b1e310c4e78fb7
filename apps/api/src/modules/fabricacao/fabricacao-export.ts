import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { OPERACAO_SITUACAO_LABEL, situacaoOperacao, todayInSaoPaulo, ZPageQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { totalOver } from '../../db/paging';
import type { ExportSource } from '../exportacoes';
import { obrasTables } from '../obras';
import { fabricacoesWhere } from './fabricacao-rules';
import { fabCentros, fabItens, fabOperacaoTipos, fabOperacoes } from './fabricacao.schema';

const { obras } = obrasTables;

/** The export's filter: the fabrication whose items go to the sheet. */
export const ZFabricacaoItensExportQuery = ZPageQuery.extend({ obra: z.uuid('Fabricação inválida') });
type Query = z.output<typeof ZFabricacaoItensExportQuery>;

/** One line per item and operation (an item without operations has one line, its operation columns empty). */
async function linhas(db: Db, query: Query, permission: ReturnType<typeof fabricacoesWhere>) {
  const rows = await db
    .select({
      obra: obras.codigo,
      tag: fabItens.tag,
      descricao: fabItens.descricao,
      quantidade: fabItens.quantidade,
      pesoUnitarioKg: fabItens.pesoUnitarioKg,
      pesoTotalKg: sql<string>`${fabItens.quantidade} * ${fabItens.pesoUnitarioKg}`,
      operacao: fabOperacaoTipos.nome,
      centro: fabCentros.nome,
      inicioPrevisto: fabOperacoes.inicioPrevisto,
      fimPrevisto: fabOperacoes.fimPrevisto,
      horasPrevistas: fabOperacoes.horasPrevistas,
      inicioReal: fabOperacoes.inicioReal,
      fimReal: fabOperacoes.fimReal,
      horasReais: fabOperacoes.horasReais,
      total: totalOver(),
    })
    .from(fabItens)
    .innerJoin(obras, eq(obras.id, fabItens.obraId))
    .leftJoin(fabOperacoes, eq(fabOperacoes.itemId, fabItens.id))
    .leftJoin(fabOperacaoTipos, eq(fabOperacaoTipos.id, fabOperacoes.tipoId))
    .leftJoin(fabCentros, eq(fabCentros.id, fabOperacoes.centroId))
    .where(and(eq(fabItens.obraId, query.obra), eq(obras.tipo, 'fabricacao'), permission))
    .orderBy(asc(sql`lower(${fabItens.tag})`), asc(fabItens.id), asc(fabOperacoes.sequencia))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: rows[0]?.total ?? 0 };
}
type Linha = Awaited<ReturnType<typeof linhas>>['rows'][number];

const hoje = todayInSaoPaulo;

/** A fabrication's items with their operations in Excel (issue 20), for whoever reads that fabrication. */
export const fabricacaoItensExportSource: ExportSource<Query, Linha> = {
  lista: 'fabricacao_itens',
  titulo: 'Itens e operações da fabricação',
  arquivo: 'Fabricacao-itens',
  subject: 'Fabricacao',
  query: ZFabricacaoItensExportQuery,
  columns: [
    { header: 'Fabricação', key: 'obra', type: 'texto', width: 16, value: (r) => r.obra },
    { header: 'Tag', key: 'tag', type: 'texto', width: 16, value: (r) => r.tag },
    { header: 'Descrição', key: 'descricao', type: 'texto', width: 40, value: (r) => r.descricao },
    {
      header: 'Quantidade',
      key: 'quantidade',
      type: 'numero',
      casas: 3,
      width: 12,
      value: (r) => r.quantidade,
    },
    {
      header: 'Peso unitário (kg)',
      key: 'pesoUnitario',
      type: 'numero',
      casas: 3,
      width: 16,
      value: (r) => r.pesoUnitarioKg,
    },
    {
      header: 'Peso total (kg)',
      key: 'pesoTotal',
      type: 'numero',
      casas: 3,
      width: 16,
      value: (r) => r.pesoTotalKg,
    },
    { header: 'Operação', key: 'operacao', type: 'texto', width: 16, value: (r) => r.operacao },
    { header: 'Centro de trabalho', key: 'centro', type: 'texto', width: 22, value: (r) => r.centro },
    {
      header: 'Início previsto',
      key: 'inicioPrevisto',
      type: 'data',
      width: 14,
      value: (r) => r.inicioPrevisto,
    },
    { header: 'Fim previsto', key: 'fimPrevisto', type: 'data', width: 14, value: (r) => r.fimPrevisto },
    {
      header: 'Horas previstas',
      key: 'horasPrevistas',
      type: 'numero',
      casas: 1,
      width: 14,
      total: true,
      value: (r) => r.horasPrevistas,
    },
    { header: 'Início real', key: 'inicioReal', type: 'data', width: 14, value: (r) => r.inicioReal },
    { header: 'Fim real', key: 'fimReal', type: 'data', width: 14, value: (r) => r.fimReal },
    {
      header: 'Horas reais',
      key: 'horasReais',
      type: 'numero',
      casas: 1,
      width: 12,
      total: true,
      value: (r) => r.horasReais,
    },
    {
      header: 'Situação',
      key: 'situacao',
      type: 'texto',
      width: 14,
      value: (r) => (r.operacao ? OPERACAO_SITUACAO_LABEL[situacaoOperacao(r, hoje())] : ''),
    },
  ],
  page: ({ db, ability }, query) => linhas(db, query, fabricacoesWhere(ability)),
};
