import {
  CONTRATOS_LIFECYCLE,
  CONTRATO_QUEM_AGE,
  codigoContrato,
  contratoMovePermitido,
  type TContrato,
  type TContratoMove,
  type TContratoResumo,
} from '@portal/domain';
import { canOn } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { movesFor, timelineOf } from '../workflow';
import { fieldsOf } from './contratos-access';
import {
  findAditivos,
  findCriadorNome,
  findDocumentos,
  findItens,
  type ContratoDetailRow,
  type ContratoPageRow,
} from './contratos.repository';

/** How people name a contract ("CT-007 · Montagem eletromecânica · OB-2025-014") and where its page is. */
export function contratoNames(row: Pick<ContratoPageRow, 'contrato' | 'obra'>): {
  titulo: string;
  link: string;
} {
  const objeto =
    row.contrato.objeto.length > 60 ? `${row.contrato.objeto.slice(0, 57)}...` : row.contrato.objeto;
  return {
    titulo: `${codigoContrato(row.contrato.numero)} · ${objeto} · ${row.obra.codigo}`,
    link: `/${row.obra.id}/contrato/${row.contrato.id}`,
  };
}

export function toResumo(row: ContratoPageRow): TContratoResumo {
  const { contrato } = row;
  return {
    id: contrato.id,
    obra: row.obra,
    numero: contrato.numero,
    codigo: codigoContrato(contrato.numero),
    objeto: contrato.objeto,
    parte: { tipo: contrato.parteTipo, nome: contrato.parteNome, cnpj: contrato.parteCnpj },
    status: contrato.status,
    emCancelamento: contrato.emCancelamento,
    cancelado: contrato.cancelado,
    comQuem: row[CONTRATO_QUEM_AGE[contrato.status]],
    valor: contrato.valor,
    inicio: contrato.inicio,
    fim: contrato.fim,
    totalItens: contrato.totalItens,
    updatedAt: contrato.updatedAt.toISOString(),
  };
}

/** Whether the user may change the contract now: the rules' `update` on it as it is; a cancelled one is closed. */
export function canEdit(ctx: ServiceContext, row: ContratoDetailRow): boolean {
  return !row.contrato.cancelado && canOn(ctx.auth.ability, 'update', 'Contratos', fieldsOf(row));
}

/** The moves the user may make now, without those of the other flow (contract or termination). */
export function contratoMoves(ctx: ServiceContext, row: ContratoDetailRow) {
  return movesFor(ctx.auth, CONTRATOS_LIFECYCLE, row.contrato.status, fieldsOf(row)).filter((m) =>
    contratoMovePermitido(m.movimento as TContratoMove, row.contrato),
  );
}

/** The contract as its page shows it: data, people, items, amendments, documents, what the user may do, timeline. */
export async function contratoView(ctx: ServiceContext, row: ContratoDetailRow): Promise<TContrato> {
  const { contrato } = row;
  const [itens, aditivos, documentos, linhaDoTempo, criadoPor] = await Promise.all([
    findItens(ctx.db, contrato.id),
    findAditivos(ctx.db, contrato.id),
    findDocumentos(ctx.db, contrato.id),
    timelineOf(ctx.db, CONTRATOS_LIFECYCLE, contrato.id),
    findCriadorNome(ctx.db, contrato.criadoPor),
  ]);
  const editar = canEdit(ctx, row);
  return {
    ...toResumo(row),
    pessoas: { responsavel: row.responsavel, gestor: row.gestor, validador: row.validador },
    observacoes: contrato.observacoes,
    itens: itens.map((i) => ({
      id: i.id,
      descricao: i.descricao,
      unidade: i.unidade,
      quantidade: i.quantidade,
      precoUnitario: i.precoUnitario,
      total: i.total,
      aditivo: i.aditivoNumero,
    })),
    aditivos: aditivos.map((a) => ({
      id: a.id,
      numero: a.numero,
      data: a.data,
      descricao: a.descricao,
      fimAntes: a.fimAntes,
      fimDepois: a.fimDepois,
      valorAntes: a.valorAntes,
      valorDepois: a.valorDepois,
      alteracoes: a.alteracoes,
      por: a.porNome,
      em: a.createdAt.toISOString(),
      aprovadoEm: a.aprovadoEm?.toISOString() ?? null,
    })),
    documentos: documentos.map((d) => ({ ...d, em: d.em.toISOString() })),
    aprovadoEm: contrato.aprovadoEm?.toISOString() ?? null,
    canceladoEm: contrato.canceladoEm?.toISOString() ?? null,
    criadoPor,
    createdAt: contrato.createdAt.toISOString(),
    versao: contrato.versao,
    acoes: {
      editar,
      // Until approval by hand (an approved contract changes by an amendment), never during a termination.
      editarItens: editar && contrato.status !== 'Aprovado' && !contrato.emCancelamento,
      aditivo: editar && contrato.status === 'Aprovado',
    },
    movimentos: contratoMoves(ctx, row),
    linhaDoTempo,
  };
}
