import {
  percentual,
  situacaoOperacao,
  todayInSaoPaulo,
  type TItem,
  type TItens,
  type TOperacao,
  type ZItemInput,
  type ZItemUpdateInput,
  type ZOperacaoInput,
  type ZOperacaoUpdateInput,
} from '@portal/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { loadFabricacao } from './fabricacao.service';
import {
  deleteItemRow,
  deleteOperacaoRow,
  findCentro,
  findItem,
  findItemByTag,
  findItens,
  findOperacao,
  findOperacaoDoTipo,
  findOperacoesDosItens,
  findProduto,
  findTipo,
  insertItem,
  insertOperacao,
  updateItemRow,
  updateOperacaoRow,
  type OperacaoView,
} from './fabricacao-itens.repository';

const ITEM_NAO_ENCONTRADO = 'Item não encontrado.';
const OPERACAO_NAO_ENCONTRADA = 'Operação não encontrada.';
const ALTERADO = 'Este registro foi alterado por outra pessoa. Recarregue a página e refaça a alteração.';
const invalid = (campo: string, mensagem: string) =>
  new ValidationFailed('Os dados enviados são inválidos.', [{ campo, mensagem }]);
type OperacaoUpdate = z.output<typeof ZOperacaoUpdateInput>;
const num = (v: string | null) => (v === null ? null : Number(v));

function toOperacao({ op, tipo, centro }: OperacaoView, hoje: string): TOperacao {
  return {
    id: op.id,
    itemId: op.itemId,
    tipo,
    centro: centro?.id ? { id: centro.id, nome: centro.nome } : null,
    sequencia: op.sequencia,
    inicioPrevisto: op.inicioPrevisto,
    fimPrevisto: op.fimPrevisto,
    horasPrevistas: Number(op.horasPrevistas),
    inicioReal: op.inicioReal,
    fimReal: op.fimReal,
    horasReais: num(op.horasReais),
    observacao: op.observacao,
    situacao: situacaoOperacao(op, hoje),
    versao: op.versao,
  };
}

/** The items of a fabrication with their operations, each with its share of operations done. */
async function itensDe(db: Db, obraId: string, only?: string): Promise<TItem[]> {
  const hoje = todayInSaoPaulo();
  const rows = (await findItens(db, obraId)).filter((r) => !only || r.item.id === only);
  const ops = await findOperacoesDosItens(
    db,
    rows.map((r) => r.item.id),
  );
  return rows.map(({ item, produto }) => {
    const operacoes = ops.filter((o) => o.op.itemId === item.id).map((o) => toOperacao(o, hoje));
    const feitas = operacoes.filter((o) => o.fimReal).length;
    const quantidade = Number(item.quantidade);
    const pesoUnitarioKg = Number(item.pesoUnitarioKg);
    return {
      id: item.id,
      tag: item.tag,
      descricao: item.descricao,
      quantidade,
      pesoUnitarioKg,
      pesoTotalKg: Math.round(quantidade * pesoUnitarioKg * 1000) / 1000,
      produto: produto?.id ? produto : null,
      concluido: operacoes.length > 0 && feitas === operacoes.length,
      progresso: percentual(feitas, operacoes.length),
      versao: item.versao,
      operacoes,
    };
  });
}

export async function listItens(ctx: ServiceContext, obraId: string): Promise<TItens> {
  await loadFabricacao(ctx, obraId);
  const items = await itensDe(ctx.db, obraId);
  return { items, total: items.length };
}

async function itemOf(db: Db, obraId: string, itemId: string): Promise<TItem> {
  const [item] = await itensDe(db, obraId, itemId);
  if (!item) throw new NotFound(ITEM_NAO_ENCONTRADO);
  return item;
}

/** The tag is unique in the fabrication (without case) and the product, when named, exists. */
async function checkItem(
  db: Db,
  obraId: string,
  input: Partial<z.output<typeof ZItemInput>>,
  itemId?: string,
): Promise<void> {
  if (input.tag) {
    const other = await findItemByTag(db, obraId, input.tag);
    if (other && other.id !== itemId)
      throw new Conflict(`Já existe um item com a tag ${input.tag} nesta fabricação.`);
  }
  if (input.produtoId && !(await findProduto(db, input.produtoId)))
    throw invalid('produtoId', 'Escolha um produto existente');
}

const itemValues = (input: Partial<z.output<typeof ZItemInput>>) => ({
  ...(input.tag !== undefined && { tag: input.tag }),
  ...(input.descricao !== undefined && { descricao: input.descricao }),
  ...(input.quantidade !== undefined && { quantidade: String(input.quantidade) }),
  ...(input.pesoUnitarioKg !== undefined && { pesoUnitarioKg: String(input.pesoUnitarioKg) }),
  ...(input.produtoId !== undefined && { produtoId: input.produtoId }),
});

export async function createItem(
  ctx: ServiceContext,
  obraId: string,
  input: z.output<typeof ZItemInput>,
): Promise<TItem> {
  const { db, auth } = ctx;
  const id = await db.transaction(async (tx) => {
    await loadFabricacao({ db: tx, auth }, obraId, 'create');
    await checkItem(tx, obraId, input);
    const row = await insertItem(tx, {
      obraId,
      tag: input.tag,
      descricao: input.descricao,
      quantidade: String(input.quantidade),
      pesoUnitarioKg: String(input.pesoUnitarioKg),
      produtoId: input.produtoId ?? null,
    });
    await recordAudit(tx, auth.actor, {
      entity: 'fabricacao_item',
      entityId: row.id,
      action: 'create',
      after: row,
    });
    return row.id;
  });
  return itemOf(db, obraId, id);
}

export async function updateItem(
  ctx: ServiceContext,
  obraId: string,
  itemId: string,
  input: z.output<typeof ZItemUpdateInput>,
): Promise<TItem> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    await loadFabricacao({ db: tx, auth }, obraId, 'update');
    const before = await findItem(tx, obraId, itemId);
    if (!before) throw new NotFound(ITEM_NAO_ENCONTRADO);
    if (input.versao !== undefined && input.versao !== before.versao) throw new Conflict(ALTERADO);
    await checkItem(tx, obraId, input, itemId);
    const after = await updateItemRow(tx, itemId, before.versao, itemValues(input));
    if (!after) throw new Conflict(ALTERADO);
    await recordAudit(tx, auth.actor, {
      entity: 'fabricacao_item',
      entityId: itemId,
      action: 'update',
      before,
      after,
    });
  });
  return itemOf(db, obraId, itemId);
}

/** Removes an item with its operations. */
export async function deleteItem(ctx: ServiceContext, obraId: string, itemId: string): Promise<void> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    await loadFabricacao({ db: tx, auth }, obraId, 'delete');
    const before = await findItem(tx, obraId, itemId);
    if (!before) throw new NotFound(ITEM_NAO_ENCONTRADO);
    await deleteItemRow(tx, itemId);
    await recordAudit(tx, auth.actor, {
      entity: 'fabricacao_item',
      entityId: itemId,
      action: 'delete',
      before,
    });
  });
}

/** The work centre, when named, must exist and be active. */
async function checkCentro(db: Db, centroId: string | null | undefined): Promise<void> {
  if (!centroId) return;
  const centro = await findCentro(db, centroId);
  if (!centro?.ativo) throw invalid('centroId', 'Escolha um centro de trabalho existente e ativo');
}

export async function createOperacao(
  ctx: ServiceContext,
  obraId: string,
  itemId: string,
  input: z.output<typeof ZOperacaoInput>,
): Promise<TItem> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    await loadFabricacao({ db: tx, auth }, obraId, 'create');
    if (!(await findItem(tx, obraId, itemId))) throw new NotFound(ITEM_NAO_ENCONTRADO);
    const tipo = await findTipo(tx, input.tipoId);
    if (!tipo?.ativo) throw invalid('tipoId', 'Escolha uma operação existente e ativa');
    await checkCentro(tx, input.centroId);
    if (await findOperacaoDoTipo(tx, itemId, tipo.id))
      throw new Conflict(`Este item já tem a operação ${tipo.nome}.`);
    const row = await insertOperacao(tx, {
      itemId,
      obraId,
      tipoId: tipo.id,
      centroId: input.centroId ?? null,
      sequencia: tipo.ordem,
      inicioPrevisto: input.inicioPrevisto ?? null,
      fimPrevisto: input.fimPrevisto ?? null,
      horasPrevistas: String(input.horasPrevistas),
      observacao: input.observacao,
    });
    await recordAudit(tx, auth.actor, {
      entity: 'fabricacao_operacao',
      entityId: row.id,
      action: 'create',
      after: row,
    });
  });
  return itemOf(db, obraId, itemId);
}

const merged = <K extends keyof OperacaoUpdate>(input: OperacaoUpdate, current: Record<K, unknown>, key: K) =>
  (input[key] === undefined ? current[key] : input[key]) as string | null;

/**
 * Plans or reports progress on an operation, only from the version read (409 otherwise). The dates are checked on
 * the merged record: planned end not before start, actual end not before actual start, and no end without a start.
 */
export async function updateOperacao(
  ctx: ServiceContext,
  obraId: string,
  operacaoId: string,
  input: OperacaoUpdate,
): Promise<TItem> {
  const { db, auth } = ctx;
  const itemId = await db.transaction(async (tx) => {
    await loadFabricacao({ db: tx, auth }, obraId, 'update');
    const before = await findOperacao(tx, obraId, operacaoId);
    if (!before) throw new NotFound(OPERACAO_NAO_ENCONTRADA);
    if (before.versao !== input.versao) throw new Conflict(ALTERADO);
    await checkCentro(tx, input.centroId);
    const inicioPrevisto = merged(input, before, 'inicioPrevisto');
    const fimPrevisto = merged(input, before, 'fimPrevisto');
    const inicioReal = merged(input, before, 'inicioReal');
    const fimReal = merged(input, before, 'fimReal');
    if (inicioPrevisto && fimPrevisto && fimPrevisto < inicioPrevisto)
      throw invalid('fimPrevisto', 'O término previsto deve ser depois do início');
    if (fimReal && !inicioReal) throw invalid('inicioReal', 'Informe o início real antes do término');
    if (inicioReal && fimReal && fimReal < inicioReal)
      throw invalid('fimReal', 'O término real deve ser depois do início real');
    const { versao, horasPrevistas, horasReais, ...rest } = input;
    const after = await updateOperacaoRow(tx, operacaoId, versao, {
      ...rest,
      ...(horasPrevistas !== undefined && { horasPrevistas: String(horasPrevistas) }),
      ...(horasReais !== undefined && { horasReais: horasReais === null ? null : String(horasReais) }),
    });
    if (!after) throw new Conflict(ALTERADO);
    await recordAudit(tx, auth.actor, {
      entity: 'fabricacao_operacao',
      entityId: operacaoId,
      action: 'update',
      before,
      after,
    });
    return before.itemId;
  });
  return itemOf(db, obraId, itemId);
}

export async function deleteOperacao(ctx: ServiceContext, obraId: string, operacaoId: string): Promise<void> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    await loadFabricacao({ db: tx, auth }, obraId, 'delete');
    const before = await findOperacao(tx, obraId, operacaoId);
    if (!before) throw new NotFound(OPERACAO_NAO_ENCONTRADA);
    await deleteOperacaoRow(tx, operacaoId);
    await recordAudit(tx, auth.actor, {
      entity: 'fabricacao_operacao',
      entityId: operacaoId,
      action: 'delete',
      before,
    });
  });
}
