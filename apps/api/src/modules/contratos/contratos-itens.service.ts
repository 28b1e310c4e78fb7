import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  CONTRATOS_LIFECYCLE,
  MAX_ITENS_CONTRATO,
  MAX_VALOR_CONTRATO_MENSAGEM,
  dentroDoLimite,
  codigoContrato,
  somaValores,
  totalItem,
  type TAditivoAlteracao,
  type TContrato,
  type ZAditivoInput,
  type ZContratoItemInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { moverFor, recordMove } from '../workflow';
import { ENTIDADE_CONTRATO, fieldsOf, findEditableContrato } from './contratos-access';
import { contratoNames } from './contratos-view';
import { INVALIDOS, MUDOU, getContrato } from './contratos.service';
import {
  deleteItem,
  findAditivos,
  findItens,
  insertAditivo,
  insertItens,
  updateContratoIf,
  updateItem,
  type ContratoDetailRow,
  type ItemRow,
} from './contratos.repository';

type ItemInput = z.output<typeof ZContratoItemInput>;
type AditivoInput = z.output<typeof ZAditivoInput>;

export const VOLTA_POR_ITENS = 'Os itens foram alterados: o contrato volta para Revisão.';
const ITEM_NAO_ENCONTRADO = 'Item não encontrado neste contrato.';

/**
 * A contract whose items the user may change now: their edit right in its status, not while a termination is under
 * way (the items are what it ends), and not once approved (an approved contract changes by an amendment).
 */
async function editableContrato(ctx: ServiceContext, tx: Db, id: string): Promise<ContratoDetailRow> {
  const row = await findEditableContrato({ db: tx, auth: ctx.auth }, id, 'os itens deste contrato');
  if (row.contrato.emCancelamento)
    throw new Conflict(
      'Há um distrato em andamento: os itens não mudam. Para alterá-los, desista do cancelamento.',
    );
  return row;
}

/** Items change by hand until approval; afterwards only an amendment changes them. */
function ensureNotApproved(row: ContratoDetailRow): void {
  if (row.contrato.status === 'Aprovado')
    throw new Conflict('Num contrato aprovado, os itens mudam por um aditivo.');
}

function itemColumns(input: Omit<ItemInput, 'versao'>) {
  return {
    descricao: input.descricao,
    unidade: input.unidade,
    quantidade: input.quantidade,
    precoUnitario: totalItem(1, input.precoUnitario),
    total: totalItem(input.quantidade, input.precoUnitario),
  };
}

/**
 * After the items changed: the contract's value and count follow them, and a contract outside Revisão goes back to
 * Revisão (SPEC §4: changing an item sends it back to review), in its timeline with `motivo`, which tells the
 * responsible. Refused (nothing kept) when someone changed the contract since the version the user read.
 */
async function afterItensChanged(
  ctx: ServiceContext,
  tx: Db,
  row: ContratoDetailRow,
  versao: number | undefined,
  motivo: string,
  extra: { fim?: string } = {},
) {
  const { contrato } = row;
  const itens = await findItens(tx, contrato.id);
  const valor = somaValores(itens.map((i) => i.total));
  if (!dentroDoLimite(valor))
    throw new ValidationFailed(INVALIDOS, [{ campo: 'itens', mensagem: MAX_VALOR_CONTRATO_MENSAGEM }]);
  const volta = contrato.status !== 'Revisão';
  const updated = await updateContratoIf(
    tx,
    contrato.id,
    { statuses: [contrato.status], versao: versao ?? contrato.versao },
    {
      valor,
      totalItens: itens.length,
      ...extra,
      ...(volta ? { status: 'Revisão' } : {}),
    },
  );
  if (!updated) throw new Conflict(MUDOU);
  if (volta)
    await recordMove(tx, CONTRATOS_LIFECYCLE, {
      entidadeId: contrato.id,
      move: 'devolver_revisao',
      from: contrato.status,
      // As whom the user changed it: in their own right, or standing in for the person who holds it.
      mover: moverFor(ctx.auth, CONTRATOS_LIFECYCLE, 'devolver_revisao', fieldsOf(row)) ?? {
        porId: ctx.auth.user.id,
        porNome: ctx.auth.user.name,
        substituindoId: null,
        substituindoNome: null,
      },
      motivo,
      registro: contratoNames(row),
    });
  return { updated, itens, volta };
}

const itemAudit = (i: Pick<ItemRow, 'descricao' | 'unidade' | 'quantidade' | 'precoUnitario' | 'total'>) => ({
  descricao: i.descricao,
  unidade: i.unidade,
  quantidade: i.quantidade,
  precoUnitario: i.precoUnitario,
  total: i.total,
});

/** The place after the last item: a removed item leaves a gap, where the count would put a new one. */
const ordemDepoisDe = (itens: readonly ItemRow[]) => Math.max(-1, ...itens.map((i) => i.ordem)) + 1;

export async function addItem(ctx: ServiceContext, id: string, input: ItemInput): Promise<TContrato> {
  await ctx.db.transaction(async (tx) => {
    const row = await editableContrato(ctx, tx, id);
    ensureNotApproved(row);
    if (row.contrato.totalItens >= MAX_ITENS_CONTRATO)
      throw new Conflict(`Um contrato tem no máximo ${MAX_ITENS_CONTRATO} itens.`);
    const values = itemColumns(input);
    const ordem = ordemDepoisDe(await findItens(tx, id));
    await insertItens(tx, [{ ...values, contratoId: id, ordem }]);
    const { volta } = await afterItensChanged(ctx, tx, row, input.versao, VOLTA_POR_ITENS);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_CONTRATO,
      entityId: id,
      action: 'incluir_item',
      after: { item: itemAudit(values), ...(volta ? { status: 'Revisão' } : {}) },
    });
  });
  return getContrato(ctx, id);
}

async function itemDo(tx: Db, contratoId: string, itemId: string): Promise<ItemRow> {
  const item = (await findItens(tx, contratoId)).find((i) => i.id === itemId);
  if (!item) throw new NotFound(ITEM_NAO_ENCONTRADO);
  return item;
}

export async function changeItem(
  ctx: ServiceContext,
  id: string,
  itemId: string,
  input: ItemInput,
): Promise<TContrato> {
  await ctx.db.transaction(async (tx) => {
    const row = await editableContrato(ctx, tx, id);
    ensureNotApproved(row);
    const item = await itemDo(tx, id, itemId);
    const values = itemColumns(input);
    const same = (Object.keys(values) as (keyof typeof values)[]).every(
      (k) => String(item[k]) === String(values[k]),
    );
    if (same) return;
    await updateItem(tx, itemId, values);
    const { volta } = await afterItensChanged(ctx, tx, row, input.versao, VOLTA_POR_ITENS);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_CONTRATO,
      entityId: id,
      action: 'alterar_item',
      before: { item: itemAudit(item) },
      after: { item: itemAudit(values), ...(volta ? { status: 'Revisão' } : {}) },
    });
  });
  return getContrato(ctx, id);
}

export async function removeItem(
  ctx: ServiceContext,
  id: string,
  itemId: string,
  versao: number | undefined,
): Promise<TContrato> {
  await ctx.db.transaction(async (tx) => {
    const row = await editableContrato(ctx, tx, id);
    ensureNotApproved(row);
    const item = await itemDo(tx, id, itemId);
    await deleteItem(tx, itemId);
    const { volta } = await afterItensChanged(ctx, tx, row, versao, VOLTA_POR_ITENS);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_CONTRATO,
      entityId: id,
      action: 'excluir_item',
      before: { item: itemAudit(item) },
      after: volta ? { status: 'Revisão' } : {},
    });
  });
  return getContrato(ctx, id);
}

/** What an amendment changes in the items, checked against the contract's items; refused when it names one it lacks. */
function alteracoesDe(itens: readonly ItemRow[], input: AditivoInput): TAditivoAlteracao[] {
  const byId = new Map(itens.map((i) => [i.id, i]));
  const erros: { campo: string; mensagem: string }[] = [];
  const vistos = new Set<string>();
  const alteradas = input.alteracoes.flatMap((a, i) => {
    const item = byId.get(a.itemId);
    if (!item || vistos.has(a.itemId)) {
      erros.push({
        campo: `alteracoes.${i}.itemId`,
        mensagem: item ? 'O item aparece duas vezes no aditivo' : 'Este item não é deste contrato',
      });
      return [];
    }
    vistos.add(a.itemId);
    if (item.quantidade === a.quantidade && Number(item.precoUnitario) === Number(a.precoUnitario)) return [];
    return [
      {
        itemId: item.id,
        descricao: item.descricao,
        unidade: item.unidade,
        quantidadeAntes: item.quantidade,
        quantidadeDepois: a.quantidade,
        precoAntes: item.precoUnitario,
        precoDepois: totalItem(1, a.precoUnitario),
      },
    ];
  });
  if (erros.length > 0) throw new ValidationFailed(INVALIDOS, erros);
  return alteradas;
}

/**
 * A termo aditivo on an approved contract: a new end date, new quantities or prices of items, new items. It keeps
 * what it changed before and after, and the contract goes back to Revisão to be approved with it (its items changed,
 * or its term: an amendment is signed like the contract). Refused when it changes nothing.
 */
export async function createAditivo(
  ctx: ServiceContext,
  id: string,
  input: AditivoInput,
): Promise<TContrato> {
  await ctx.db.transaction(async (tx) => {
    const row = await editableContrato(ctx, tx, id);
    const { contrato } = row;
    if (contrato.status !== 'Aprovado')
      throw new Conflict(
        `Aditivos são feitos em contratos aprovados; este está em ${contrato.status}: altere-o diretamente.`,
      );
    const itens = await findItens(tx, id);
    const alteracoes = alteracoesDe(itens, input);
    const novoFim = input.novoFim ?? contrato.fim;
    if (novoFim < contrato.inicio)
      throw new ValidationFailed(INVALIDOS, [
        { campo: 'novoFim', mensagem: 'O novo término vem depois do início do contrato' },
      ]);
    if (alteracoes.length === 0 && input.novosItens.length === 0 && novoFim === contrato.fim)
      throw new ValidationFailed(INVALIDOS, [
        {
          campo: 'descricao',
          mensagem: 'O aditivo não muda nada no contrato: informe o novo prazo, valores ou itens',
        },
      ]);
    if (itens.length + input.novosItens.length > MAX_ITENS_CONTRATO)
      throw new Conflict(`Um contrato tem no máximo ${MAX_ITENS_CONTRATO} itens.`);
    const numero = (await findAditivos(tx, id)).length + 1;
    for (const a of alteracoes)
      await updateItem(tx, a.itemId, {
        quantidade: a.quantidadeDepois,
        precoUnitario: a.precoDepois,
        total: totalItem(a.quantidadeDepois, a.precoDepois),
      });
    const novos = input.novosItens.map((n, i) => ({
      ...itemColumns(n),
      id: randomUUID(),
      contratoId: id,
      ordem: ordemDepoisDe(itens) + i,
      aditivoNumero: numero,
    }));
    await insertItens(tx, novos);
    const motivo = `Aditivo nº ${numero}: ${input.descricao}`;
    const { updated } = await afterItensChanged(ctx, tx, row, input.versao, motivo, { fim: novoFim });
    await insertAditivo(tx, {
      contratoId: id,
      numero,
      data: input.data,
      descricao: input.descricao,
      fimAntes: contrato.fim,
      fimDepois: novoFim,
      valorAntes: contrato.valor,
      valorDepois: updated.valor,
      alteracoes: [
        ...alteracoes,
        ...novos.map((n) => ({
          itemId: n.id,
          descricao: n.descricao,
          unidade: n.unidade,
          quantidadeAntes: null,
          quantidadeDepois: n.quantidade,
          precoAntes: null,
          precoDepois: n.precoUnitario,
        })),
      ],
      porId: ctx.auth.user.id,
      porNome: ctx.auth.user.name,
    });
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_CONTRATO,
      entityId: id,
      action: 'aditivo',
      before: { fim: contrato.fim, valor: contrato.valor, status: contrato.status },
      after: {
        aditivo: `${codigoContrato(contrato.numero)} aditivo nº ${numero}`,
        fim: novoFim,
        valor: updated.valor,
        status: updated.status,
      },
    });
  });
  return getContrato(ctx, id);
}
