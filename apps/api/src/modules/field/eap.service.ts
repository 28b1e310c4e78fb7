import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import {
  eapProgresso,
  eapTreeOrder,
  roundPercentual,
  type TAction,
  type TEap,
  type TEapItemPatch,
  type TEapMoveInput,
  type TObraDetalhe,
  type TOsTipo,
  type ZEapItemInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound, UnsupportedMediaType, ValidationFailed } from '../../errors/domain-errors';
import { canOn } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { obraFieldsFor, obraForTeam, subjectOf } from './field-rules';
import type { EapModeloLinha } from './eap-spreadsheet';
import {
  deleteEapItem,
  findEapComExecucao,
  findUsos,
  insertEapItem,
  lockEap,
  nextOrdem,
  placeEapItens,
  replaceEap,
  updateEapItem,
  type EapLockedRow,
} from './eap.repository';

type EapItemInput = z.output<typeof ZEapItemInput>;

const MAX_PLANILHA_BYTES = 5 * 1024 * 1024;
const LER = 'Você não pode ver a EAP desta obra.';
const CRIAR = 'Você não pode adicionar itens à EAP desta obra.';
const CONFIGURAR = 'Só quem configura a EAP desta obra pode alterar, mover, excluir ou importar itens.';

/** The obra, when the user may do one of `actions` on the team's EAP there (404 for an obra they cannot read). */
const obraFor = (
  ctx: ServiceContext,
  db: Db,
  obraId: string,
  tipo: TOsTipo,
  actions: TAction[],
  refusal: string,
) => obraForTeam({ db, auth: ctx.auth }, obraId, tipo, actions, refusal);

/**
 * The obra's EAP of a team as the config page shows it: in tree order with codes, what the daily logs executed on
 * each leaf, each item's and the obra-wide progress, and what the user may do. Whoever configures it reads it too.
 */
export async function getEap(ctx: ServiceContext, obraId: string, tipo: TOsTipo): Promise<TEap> {
  const obra = await obraFor(ctx, ctx.db, obraId, tipo, ['read', 'configure'], LER);
  return eapView(ctx, obra, tipo);
}

async function eapView(ctx: ServiceContext, obra: TObraDetalhe, tipo: TOsTipo): Promise<TEap> {
  const rows = await findEapComExecucao(ctx.db, obra.id, tipo);
  const parents = new Set(rows.map((r) => r.parentId).filter(Boolean));
  const { porItem, percentual } = eapProgresso(rows);
  const fields = obraFieldsFor(obra);
  const { ability } = ctx.auth;
  return {
    tipo,
    itens: eapTreeOrder(rows).map((r) => ({
      id: r.id,
      parentId: r.parentId,
      codigo: r.codigo,
      nivel: r.nivel,
      ordem: r.ordem,
      descricao: r.descricao,
      unidade: r.unidade,
      quantidade: r.quantidade,
      peso: r.peso,
      // A parent's children are measured in their own units: nothing to add up.
      executado: parents.has(r.id) ? 0 : r.executado,
      percentual: roundPercentual(porItem.get(r.id) ?? 0),
      emUso: r.emUso,
    })),
    percentual: roundPercentual(percentual),
    podeConfigurar: canOn(ability, 'configure', subjectOf(tipo), fields),
    podeCriar: canOn(ability, 'create', subjectOf(tipo), fields),
  };
}

const pick = (row: EapLockedRow) => ({
  descricao: row.descricao,
  unidade: row.unidade,
  quantidade: Number(row.quantidade),
  peso: Number(row.peso),
});

function itemOf(itens: readonly EapLockedRow[], id: string): EapLockedRow {
  const item = itens.find((i) => i.id === id);
  if (!item) throw new NotFound('Item da EAP não encontrado.');
  return item;
}

/** A new parent must be of the same EAP; a leaf an order measures cannot get children (the order would cover a parent). */
async function checkParent(db: Db, itens: readonly EapLockedRow[], parentId: string | null) {
  if (!parentId) return;
  const parent = itens.find((i) => i.id === parentId);
  if (!parent)
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'parentId', mensagem: 'O item pai não é da EAP desta obra' },
    ]);
  const usos = await findUsos(db, [parent.id]);
  if (usos.length > 0)
    throw new Conflict(
      `“${parent.descricao}” está na OS nº ${usos[0]!.numero} e não pode ganhar subitens: a ordem mede a quantidade nele.`,
    );
}

/** Adds an item at the end of its parent's children (team members and site managers create, configurers too). */
export async function addEapItem(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
  input: EapItemInput,
): Promise<TEap> {
  const obra = await ctx.db.transaction(async (tx) => {
    const obra = await obraFor(ctx, tx, obraId, tipo, ['create', 'configure'], CRIAR);
    const itens = await lockEap(tx, obra.id, tipo);
    await checkParent(tx, itens, input.parentId);
    const created = await insertEapItem(tx, {
      ...input,
      obraId: obra.id,
      tipo,
      ordem: await nextOrdem(tx, obra.id, tipo, input.parentId),
    });
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'eap_item',
      entityId: created.id,
      action: 'criar',
      after: { obraId: obra.id, tipo, ...input },
    });
    return obra;
  });
  return eapView(ctx, obra, tipo);
}

/** Edits an item's description, unit, planned quantity or weight (configurers). */
export async function editEapItem(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
  itemId: string,
  patch: TEapItemPatch,
): Promise<TEap> {
  const obra = await ctx.db.transaction(async (tx) => {
    const obra = await obraFor(ctx, tx, obraId, tipo, ['configure'], CONFIGURAR);
    const item = itemOf(await lockEap(tx, obra.id, tipo), itemId);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await updateEapItem(tx, item.id, changes);
    const before = pick(item);
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'eap_item',
      entityId: item.id,
      action: 'editar',
      before: Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as keyof typeof before]])),
      after: changes,
    });
    return obra;
  });
  return eapView(ctx, obra, tipo);
}

/** The item and everything under it. */
function subtreeOf(itens: readonly EapLockedRow[], id: string): string[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const c of itens) if (c.parentId === out[i]) out.push(c.id);
  return out;
}

const siblingsOf = (itens: readonly EapLockedRow[], parentId: string | null, except: string) =>
  itens
    .filter((i) => i.parentId === parentId && i.id !== except)
    .sort((a, b) => a.ordem - b.ordem || a.id.localeCompare(b.id));

/** The places that change when `list` is numbered 0, 1, 2... under `parentId`. */
const renumber = (list: readonly EapLockedRow[], parentId: string | null) =>
  list.flatMap((item, ordem) =>
    item.ordem === ordem && item.parentId === parentId ? [] : [{ id: item.id, parentId, ordem }],
  );

/**
 * Moves an item (with its subtree) under another parent, or the root, at a position among its new siblings; both
 * sibling lists are renumbered in the same transaction. Never under itself or one of its own subitems.
 */
export async function moveEapItem(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
  itemId: string,
  { parentId, posicao }: TEapMoveInput,
): Promise<TEap> {
  const obra = await ctx.db.transaction(async (tx) => {
    const obra = await obraFor(ctx, tx, obraId, tipo, ['configure'], CONFIGURAR);
    const itens = await lockEap(tx, obra.id, tipo);
    const item = itemOf(itens, itemId);
    if (parentId && subtreeOf(itens, item.id).includes(parentId))
      throw new ValidationFailed('Os dados enviados são inválidos.', [
        { campo: 'parentId', mensagem: 'Um item não pode ir para dentro de si mesmo nem de um subitem seu' },
      ]);
    if (parentId !== item.parentId) await checkParent(tx, itens, parentId);
    const destino = siblingsOf(itens, parentId, item.id);
    destino.splice(Math.min(posicao, destino.length), 0, item);
    const places = renumber(destino, parentId);
    if (parentId !== item.parentId)
      places.push(...renumber(siblingsOf(itens, item.parentId, item.id), item.parentId));
    await placeEapItens(tx, places);
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'eap_item',
      entityId: item.id,
      action: 'mover',
      before: { parentId: item.parentId, ordem: item.ordem },
      after: { parentId, ordem: destino.indexOf(item) },
    });
    return obra;
  });
  return eapView(ctx, obra, tipo);
}

type Uso = { eapItemId: string; numero: number };

/** The first item in use in tree order (a message names the same one every time) and the orders using it. */
function firstInUse(itens: readonly EapLockedRow[], usos: readonly Uso[]) {
  const usado = eapTreeOrder(itens).find((i) => usos.some((u) => u.eapItemId === i.id))!;
  const numeros = [...new Set(usos.filter((u) => u.eapItemId === usado.id).map((u) => u.numero))];
  return { usado, numeros: numeros.sort((a, b) => a - b).join(', ') };
}

/** Why an item (or one of its subitems) cannot leave the EAP, in words. */
function inUseMessage(alvo: EapLockedRow, subarvore: readonly EapLockedRow[], usos: readonly Uso[]) {
  const { usado, numeros } = firstInUse(subarvore, usos);
  const quem = usado.id === alvo.id ? 'ele está' : `o subitem “${usado.descricao}” está`;
  return `Não é possível excluir “${alvo.descricao}”: ${quem} na OS nº ${numeros}. Tire-o da ordem de serviço antes.`;
}

/**
 * Deletes an item and its subitems (configurers), refused while any of them is covered by an order or has executed
 * quantity; the remaining siblings are renumbered.
 */
export async function removeEapItem(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
  itemId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const obra = await obraFor(ctx, tx, obraId, tipo, ['configure'], CONFIGURAR);
    const itens = await lockEap(tx, obra.id, tipo);
    const item = itemOf(itens, itemId);
    const subtree = subtreeOf(itens, item.id);
    const usos = await findUsos(tx, subtree);
    if (usos.length > 0)
      throw new Conflict(
        inUseMessage(
          item,
          itens.filter((i) => subtree.includes(i.id)),
          usos,
        ),
      );
    await deleteEapItem(tx, item.id);
    await placeEapItens(tx, renumber(siblingsOf(itens, item.parentId, item.id), item.parentId));
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'eap_item',
      entityId: item.id,
      action: 'excluir',
      before: { obraId: obra.id, tipo, ...pick(item), subitens: subtree.length - 1 },
    });
  });
}

/** The EAP as the template writes it (codes from the tree), for the spreadsheet download. */
export async function eapModelo(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
): Promise<EapModeloLinha[]> {
  const eap = await getEap(ctx, obraId, tipo);
  return eap.itens.map(({ codigo, descricao, unidade, quantidade, peso }) => ({
    codigo,
    descricao,
    unidade,
    quantidade,
    peso,
  }));
}

/**
 * Replaces the team's EAP with a spreadsheet's (configurers): every line checked first, the lines with errors listed
 * by number; refused while an order covers any current item; all or nothing in one transaction.
 */
export async function importEap(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
  part: MultipartFile | undefined,
): Promise<TEap> {
  await obraFor(ctx, ctx.db, obraId, tipo, ['configure'], CONFIGURAR);
  if (!part)
    throw new ValidationFailed('Envie a planilha no campo "arquivo".', [
      { campo: 'arquivo', mensagem: 'Campo obrigatório' },
    ]);
  if (!part.filename.toLowerCase().endsWith('.xlsx'))
    throw new UnsupportedMediaType('Envie uma planilha .xlsx (a do modelo).');
  const buffer = await part.toBuffer();
  if (buffer.length > MAX_PLANILHA_BYTES) throw new ValidationFailed('A planilha passa de 5 MB.');
  // exceljs loads with the first spreadsheet, not with the server (a faster start).
  const { readEapSpreadsheet } = await import('./eap-spreadsheet');
  const linhas = await readEapSpreadsheet(buffer);
  const obra = await ctx.db.transaction(async (tx) => {
    const obra = await obraFor(ctx, tx, obraId, tipo, ['configure'], CONFIGURAR);
    const atuais = await lockEap(tx, obra.id, tipo);
    const usos = await findUsos(
      tx,
      atuais.map((i) => i.id),
    );
    if (usos.length > 0) {
      const { usado, numeros } = firstInUse(atuais, usos);
      const n = new Set(usos.map((u) => u.eapItemId)).size;
      throw new Conflict(
        `A EAP não pode ser substituída por planilha: ${n === 1 ? 'um item dela está' : `${n} itens dela estão`} ` +
          `em ordens de serviço (como “${usado.descricao}”, na OS nº ${numeros}). ` +
          'Altere os itens um a um nesta tela.',
      );
    }
    const ids = new Map(linhas.map((l) => [l.codigo, randomUUID()]));
    const ordem = new Map<string | null, number>();
    await replaceEap(
      tx,
      obra.id,
      tipo,
      linhas.map((l) => {
        const next = ordem.get(l.pai) ?? 0;
        ordem.set(l.pai, next + 1);
        return {
          id: ids.get(l.codigo)!,
          obraId: obra.id,
          tipo,
          parentId: l.pai ? ids.get(l.pai)! : null,
          ordem: next,
          descricao: l.descricao,
          unidade: l.unidade,
          quantidade: l.quantidade,
          peso: l.peso,
        };
      }),
    );
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'eap',
      entityId: obra.id,
      action: 'importar',
      before: { tipo, itens: atuais.length },
      after: { tipo, itens: linhas.length, arquivo: part.filename },
    });
    return obra;
  });
  return eapView(ctx, obra, tipo);
}
