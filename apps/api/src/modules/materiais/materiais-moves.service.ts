import type { z } from 'zod';
import {
  codigoLista,
  MATERIAIS_LIBERACOES,
  MATERIAIS_LIFECYCLE,
  compararLinhas,
  moveStartsFrom,
  type TComparacaoRevisoes,
  type TLista,
  type TMateriaisMove,
  type ZMateriaisMoveInput,
} from '@portal/domain';
import { Conflict, Forbidden, NotFound } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { emitEvent } from '../notificacoes';
import { checkMove, moverFor, recordMove } from '../workflow';
import { fieldsOf, findReadableLista } from './materiais-access';
import { canPlanSap, listaNames } from './materiais-view';
import { getLista } from './materiais.service';
import {
  findLinhas,
  findRevisaoLinhas,
  insertRevisao,
  updateListaIf,
  type ListaDetailRow,
} from './materiais.repository';
import { sapPendencias, type SapDestino } from './materiais-sap';

type MoveInput = z.output<typeof ZMateriaisMoveInput>;

const MUDOU =
  'Outra pessoa mexeu nesta lista ao mesmo tempo, e o seu passo não foi feito. Atualize a página.';

/**
 * A move of the release chain (SPEC §4, §6), checked, kept in the timeline and audited in one transaction. Who may
 * make it is asked of the list in the status the move starts from, so that the wrong person hears "só o
 * verificador…" and the right person at the wrong moment (the list already moved on) hears that it moved. A
 * release keeps the lines as released (a revision); a list without lines is not released.
 */
export async function moverLista(
  ctx: ServiceContext,
  id: string,
  move: TMateriaisMove,
  detail: MoveInput,
): Promise<TLista> {
  const { auth } = ctx;
  const spec = MATERIAIS_LIFECYCLE.moves[move];
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableLista({ db: tx, auth }, id);
    const { lista } = row;
    if (!moveStartsFrom(MATERIAIS_LIFECYCLE, lista.status, move)) {
      if (!moverFor(auth, MATERIAIS_LIFECYCLE, move, fieldsOf(row, spec.from[0])))
        throw new Forbidden(MATERIAIS_LIFECYCLE.refused[move]);
      throw new Conflict(
        `A lista está em ${lista.status} e já não pode ser ${spec.past}. Atualize a página.`,
      );
    }
    const mover = checkMove(auth, MATERIAIS_LIFECYCLE, lista.status, move, fieldsOf(row), detail);
    if (detail.versao !== undefined && detail.versao !== lista.versao) throw new Conflict(MUDOU);
    const liberacao = MATERIAIS_LIBERACOES.includes(move);
    if (liberacao && lista.totalLinhas === 0)
      throw new Conflict('Uma lista sem linhas não pode ser liberada: acrescente os materiais primeiro.');
    const revisao = liberacao ? lista.revisao + 1 : lista.revisao;
    const updated = await updateListaIf(
      tx,
      id,
      { statuses: [lista.status], versao: lista.versao },
      {
        status: spec.to,
        revisao,
        ...(spec.to === 'REVISAR'
          ? { sapDocumento: null, sapRegistradoEm: null, sapRegistradoPor: null }
          : {}),
      },
    );
    if (!updated) throw new Conflict(MUDOU);
    if (liberacao) {
      const linhas = await findLinhas(tx, id);
      await insertRevisao(tx, {
        listaId: id,
        numero: revisao,
        status: spec.to,
        porId: mover.porId,
        porNome: mover.porNome,
        linhas,
        totalLinhas: linhas.length,
      });
    }
    await recordMove(tx, MATERIAIS_LIFECYCLE, {
      entidadeId: id,
      move,
      from: lista.status,
      mover,
      motivo: detail.motivo,
      registro: listaNames(row),
    });
    await recordAudit(tx, auth.actor, {
      entity: 'lista_materiais',
      entityId: id,
      action: move,
      before: { status: lista.status },
      after: {
        status: spec.to,
        ...(liberacao ? { revisao } : {}),
        ...(detail.motivo ? { motivo: detail.motivo } : {}),
      },
    });
  });
  return getLista(ctx, id);
}

/**
 * Two versions of the list compared line by line: revision `de` against revision `para`, or against the lines as
 * they are now when `para` is absent.
 */
export async function compararRevisoes(
  ctx: ServiceContext,
  id: string,
  de: number,
  para: number | undefined,
): Promise<TComparacaoRevisoes> {
  await findReadableLista(ctx, id);
  const antes = await findRevisaoLinhas(ctx.db, id, de);
  if (!antes) throw new NotFound(`A revisão ${de} desta lista não existe.`);
  const depois =
    para === undefined ? await findLinhas(ctx.db, id) : await findRevisaoLinhas(ctx.db, id, para);
  if (!depois) throw new NotFound(`A revisão ${para} desta lista não existe.`);
  return { de, para: para ?? null, ...compararLinhas(antes, depois) };
}

function destinoOf(row: ListaDetailRow): SapDestino {
  return {
    centro: row.lista.sapCentro,
    deposito: row.lista.sapDeposito,
    elementoPep: row.lista.sapElementoPep,
    dataNecessidade: row.lista.sapDataNecessidade,
  };
}

function ensurePlans(ctx: ServiceContext, row: ListaDetailRow): void {
  if (canPlanSap(ctx, row)) return;
  if (row.lista.status !== 'LIBERADO PARA PLANEJAMENTO')
    throw new Conflict('A lista vai para o SAP depois de LIBERADO PARA PLANEJAMENTO.');
  throw new Forbidden('Só o planejamento (PCP) envia a lista para o SAP.');
}

/**
 * The SAP spreadsheet of a list released for planning, for planning (`pcp`) or an administrator; refused, saying
 * what is missing, while the destination or a line's material code is blank.
 */
export async function sapExport(ctx: ServiceContext, id: string) {
  const row = await findReadableLista(ctx, id);
  ensurePlans(ctx, row);
  const linhas = await findLinhas(ctx.db, id);
  const pendencias = sapPendencias(destinoOf(row), linhas);
  if (pendencias.length > 0)
    throw new Conflict(`A lista ainda não pode ir para o SAP. ${pendencias.join(' ')}`);
  return { destino: destinoOf(row), linhas, nome: `${codigoLista(row.lista.numero)}-sap.xlsx` };
}

/** Planning records the SAP document the list became: the list is "planejada no SAP" and its followers are told. */
export async function registrarSap(ctx: ServiceContext, id: string, documento: string): Promise<TLista> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableLista({ db: tx, auth }, id);
    ensurePlans(ctx, row);
    const updated = await updateListaIf(
      tx,
      id,
      { statuses: ['LIBERADO PARA PLANEJAMENTO'], versao: row.lista.versao },
      { sapDocumento: documento, sapRegistradoEm: new Date(), sapRegistradoPor: auth.user.id },
    );
    if (!updated) throw new Conflict(MUDOU);
    await recordAudit(tx, auth.actor, {
      entity: 'lista_materiais',
      entityId: id,
      action: 'registrar_sap',
      before: { sapDocumento: row.lista.sapDocumento },
      after: { sapDocumento: documento },
    });
    const names = listaNames(row);
    await emitEvent(tx, {
      chave: `lista-materiais-sap:${id}:${updated.versao}`,
      tipo: 'status_alterado',
      entidade: 'lista_materiais',
      entidadeId: id,
      atorId: auth.user.id,
      titulo: `${names.titulo} foi planejada no SAP`,
      texto: `Documento SAP nº ${documento}, registrado por ${auth.user.name}.`,
      link: names.link,
      destinatarios: [],
    });
  });
  return getLista(ctx, id);
}
