import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import {
  type TChecklistItemModelo,
  type TChecklistModelo,
  type TChecklistModeloResumo,
  type TChecklistSecaoModelo,
  type TOsTipo,
  type ZChecklistModeloInput,
} from '@portal/domain';
import { NotFound } from '../../errors/domain-errors';
import { canOn } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { obraFieldsFor, obraForTeam, subjectOf } from './field-rules';
import {
  countChecklistsOfVersao,
  findModelo,
  findModelosOf,
  findVersao,
  findVersoes,
  insertModelo,
  insertVersao,
  updateModeloRow,
  updateVersaoRow,
  type ModeloRow,
} from './checklist-modelo.repository';

type ModeloInput = z.output<typeof ZChecklistModeloInput>;

export const MODELO_NOT_FOUND = 'Modelo de checklist não encontrado.';
const MAY_NOT_READ = 'Você não pode ver os modelos de checklist desta obra.';
const MAY_NOT_CONFIGURE = 'Você não pode configurar os checklists desta obra.';

const newId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/**
 * The questions as kept: each section and item with its stable id (a new one gets one), and a measurement's unit,
 * nominal value and tolerance only on measurements.
 */
function normalizedSecoes(secoes: ModeloInput['secoes']): TChecklistSecaoModelo[] {
  return secoes.map((secao) => ({
    id: secao.id ?? newId('s'),
    titulo: secao.titulo,
    itens: secao.itens.map((item): TChecklistItemModelo => {
      const base = {
        id: item.id ?? newId('i'),
        tipo: item.tipo,
        texto: item.texto,
        obrigatorio: item.obrigatorio,
      };
      return item.tipo === 'medicao'
        ? { ...base, unidade: item.unidade, nominal: item.nominal, tolerancia: item.tolerancia }
        : base;
    }),
  }));
}

/** Questions compared as kept (a template sent back unchanged is not a change). */
function sameQuestions(a: TChecklistSecaoModelo[], b: TChecklistSecaoModelo[]): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
}

/** The template of this obra and team (another obra's or team's is missing, like one that does not exist). */
async function modeloOf(ctx: ServiceContext, obraId: string, tipo: TOsTipo, id: string, forUpdate = false) {
  const modelo = await findModelo(ctx.db, id, forUpdate);
  if (!modelo || modelo.obraId !== obraId || modelo.tipo !== tipo) throw new NotFound(MODELO_NOT_FOUND);
  return modelo;
}

/** An obra's checklist templates of a team, for whoever reads the team's records there or configures them. */
export async function listModelos(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
): Promise<{ items: TChecklistModeloResumo[] }> {
  const obra = await obraForTeam(ctx, obraId, tipo, ['read', 'configure'], MAY_NOT_READ);
  const rows = await findModelosOf(ctx.db, obra.id, tipo);
  return {
    items: rows.map(({ modelo, versao, versaoPreenchidos, preenchidos }) => ({
      id: modelo.id,
      obraId: modelo.obraId,
      tipo: modelo.tipo,
      nome: modelo.nome,
      ativo: modelo.ativo,
      versaoAtual: modelo.versaoAtual,
      updatedAt: modelo.updatedAt.toISOString(),
      assinaturaCliente: versao.assinaturaCliente,
      quantidadeSecoes: versao.secoes.length,
      quantidadeItens: versao.secoes.reduce((n, s) => n + s.itens.length, 0),
      versaoAtualUsada: versaoPreenchidos > 0,
      preenchidos,
    })),
  };
}

/** A template with one version's questions (the current one by default) and its history. */
export async function getModelo(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
  id: string,
  versao?: number,
): Promise<TChecklistModelo> {
  const obra = await obraForTeam(ctx, obraId, tipo, ['read', 'configure'], MAY_NOT_READ);
  const modelo = await modeloOf(ctx, obra.id, tipo, id);
  const [shown, versoes] = await Promise.all([
    findVersao(ctx.db, modelo.id, versao ?? modelo.versaoAtual),
    findVersoes(ctx.db, modelo.id),
  ]);
  if (!shown) throw new NotFound(`Este modelo não tem a versão ${versao}.`);
  return {
    id: modelo.id,
    obraId: modelo.obraId,
    tipo: modelo.tipo,
    nome: modelo.nome,
    ativo: modelo.ativo,
    versaoAtual: modelo.versaoAtual,
    updatedAt: modelo.updatedAt.toISOString(),
    createdAt: modelo.createdAt.toISOString(),
    versao: shown.versao.versao,
    assinaturaCliente: shown.versao.assinaturaCliente,
    secoes: shown.versao.secoes,
    usada: shown.preenchidos > 0,
    versoes: versoes.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    acoes: { configurar: canOn(ctx.auth.ability, 'configure', subjectOf(tipo), obraFieldsFor(obra)) },
  };
}

/** A new template of the obra and team: version 1. */
export async function createModelo(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
  input: ModeloInput,
): Promise<TChecklistModelo> {
  const { auth } = ctx;
  const id = await ctx.db.transaction(async (tx) => {
    const obra = await obraForTeam({ db: tx, auth }, obraId, tipo, ['configure'], MAY_NOT_CONFIGURE);
    const modelo = await insertModelo(tx, {
      obraId: obra.id,
      tipo,
      nome: input.nome,
      ativo: input.ativo,
      versaoAtual: 1,
    });
    const secoes = normalizedSecoes(input.secoes);
    await insertVersao(tx, {
      modeloId: modelo.id,
      versao: 1,
      secoes,
      assinaturaCliente: input.assinaturaCliente,
      autorId: auth.user.id,
    });
    await recordAudit(tx, auth.actor, {
      entity: 'checklist_modelo',
      entityId: modelo.id,
      action: 'criar',
      after: { nome: modelo.nome, tipo, versao: 1, secoes },
    });
    return modelo.id;
  });
  return getModelo(ctx, obraId, tipo, id);
}

/**
 * Edits a template. New questions (or a change of the client's signature) on a version nobody filled yet rewrite
 * it; on a version already used they make version N+1, so every filled checklist keeps the questions it answered.
 * The name and `ativo` are the template's, not a version's.
 */
export async function updateModelo(
  ctx: ServiceContext,
  obraId: string,
  tipo: TOsTipo,
  id: string,
  input: ModeloInput,
): Promise<TChecklistModelo> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const obra = await obraForTeam({ db: tx, auth }, obraId, tipo, ['configure'], MAY_NOT_CONFIGURE);
    const modelo: ModeloRow = await modeloOf({ db: tx, auth }, obra.id, tipo, id, true);
    const atual = await findVersao(tx, modelo.id, modelo.versaoAtual);
    if (!atual) throw new Error(`template ${modelo.id} has no version ${modelo.versaoAtual}`);
    const secoes = normalizedSecoes(input.secoes);
    const changed =
      !sameQuestions(atual.versao.secoes, secoes) ||
      atual.versao.assinaturaCliente !== input.assinaturaCliente;
    let versaoAtual = modelo.versaoAtual;
    let novaVersao = false;
    if (changed) {
      const values = { secoes, assinaturaCliente: input.assinaturaCliente, autorId: auth.user.id };
      // Counted again inside the lock: a checklist started a moment ago counts as a use.
      if ((await countChecklistsOfVersao(tx, atual.versao.id)) > 0) {
        versaoAtual += 1;
        novaVersao = true;
        await insertVersao(tx, { modeloId: modelo.id, versao: versaoAtual, ...values });
      } else {
        await updateVersaoRow(tx, atual.versao.id, values);
      }
    }
    await updateModeloRow(tx, modelo.id, { nome: input.nome, ativo: input.ativo, versaoAtual });
    await recordAudit(tx, auth.actor, {
      entity: 'checklist_modelo',
      entityId: modelo.id,
      action: novaVersao ? 'nova_versao' : 'editar',
      before: { nome: modelo.nome, ativo: modelo.ativo, versao: modelo.versaoAtual },
      after: { nome: input.nome, ativo: input.ativo, versao: versaoAtual, ...(changed ? { secoes } : {}) },
    });
  });
  return getModelo(ctx, obraId, tipo, id);
}
