import {
  MATERIAIS_LIFECYCLE,
  MATERIAIS_LINHAS_EDITAVEIS,
  MATERIAIS_QUEM_AGE,
  codigoLista,
  type TLista,
  type TListaResumo,
} from '@portal/domain';
import { canOn } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { movesFor, timelineOf } from '../workflow';
import { fieldsOf } from './materiais-access';
import { findRevisoes, type ListaDetailRow, type ListaPageRow } from './materiais.repository';

/** How people name a list ("LM-007 · Tubulação de utilidades · OB-2025-014") and where its page is. */
export function listaNames(row: Pick<ListaPageRow, 'lista' | 'obra'>): { titulo: string; link: string } {
  return {
    titulo: `${codigoLista(row.lista.numero)} · ${row.lista.titulo} · ${row.obra.codigo}`,
    link: `/${row.obra.id}/materiais/${row.lista.id}`,
  };
}

export function toResumo(row: ListaPageRow): TListaResumo {
  const { lista } = row;
  const quem = MATERIAIS_QUEM_AGE[lista.status];
  return {
    id: lista.id,
    obra: row.obra,
    numero: lista.numero,
    codigo: codigoLista(lista.numero),
    titulo: lista.titulo,
    disciplina: lista.disciplina,
    origem: lista.origem,
    projeto: lista.projeto,
    status: lista.status,
    comQuem: quem === 'pcp' ? null : row[quem],
    revisao: lista.revisao,
    totalLinhas: lista.totalLinhas,
    planejadaSap: lista.sapDocumento !== null,
    createdAt: lista.createdAt.toISOString(),
    updatedAt: lista.updatedAt.toISOString(),
  };
}

/**
 * Whether the user may change the lines now: the rules' `update` on the list as it is, in a status where lines
 * change (planning changes them in LIBERADO PARA PLANEJAMENTO, which sends the list back to REVISAR).
 */
export function canEditLinhas(ctx: ServiceContext, row: ListaDetailRow): boolean {
  return (
    MATERIAIS_LINHAS_EDITAVEIS.includes(row.lista.status) &&
    canOn(ctx.auth.ability, 'update', 'Materiais', fieldsOf(row))
  );
}

/** Planning's part (SAP export and document): whoever may release the list in LIBERADO PARA PLANEJAMENTO. */
export function canPlanSap(ctx: ServiceContext, row: ListaDetailRow): boolean {
  return (
    row.lista.status === 'LIBERADO PARA PLANEJAMENTO' &&
    canOn(ctx.auth.ability, 'liberar', 'Materiais', fieldsOf(row))
  );
}

/** The list as its page shows it: header, people, SAP, what the user may do, revisions and timeline. */
export async function listaView(ctx: ServiceContext, row: ListaDetailRow): Promise<TLista> {
  const { lista } = row;
  const [revisoes, linhaDoTempo] = await Promise.all([
    findRevisoes(ctx.db, lista.id),
    timelineOf(ctx.db, MATERIAIS_LIFECYCLE, lista.id),
  ]);
  const fields = fieldsOf(row);
  const planejamento = canPlanSap(ctx, row);
  return {
    ...toResumo(row),
    pessoas: {
      quantificador: row.quantificador,
      verificador: row.verificador,
      siteManager: row.siteManager,
      coordenador: row.coordenador,
    },
    colunas: lista.colunas,
    template: row.template?.id ? { id: row.template.id, nome: row.template.nome } : null,
    sap: {
      centro: lista.sapCentro,
      deposito: lista.sapDeposito,
      elementoPep: lista.sapElementoPep,
      dataNecessidade: lista.sapDataNecessidade,
      documento: lista.sapDocumento,
      registradoEm: lista.sapRegistradoEm?.toISOString() ?? null,
      registradoPor: row.sapPor?.name ?? null,
    },
    versao: lista.versao,
    criadoPor: row.criador?.name ?? null,
    acoes: {
      editar: canOn(ctx.auth.ability, 'update', 'Materiais', fields),
      editarLinhas: canEditLinhas(ctx, row),
      exportarSap: planejamento,
      registrarSap: planejamento,
    },
    movimentos: movesFor(ctx.auth, MATERIAIS_LIFECYCLE, lista.status, fields),
    linhaDoTempo,
    revisoes: revisoes.map((r) => ({ ...r, em: r.em.toISOString() })),
  };
}
