import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  TTafModelo,
  TTafModelosPage,
  TTafModelosQuery,
  TTafPonto,
  ZTafModeloInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { canOn, ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { findProduto } from './produtos.repository';
import { pontoOf } from './taf-view';
import { findModelo, findModelosPage, insertModelo, updateModeloIf, type ModeloRow } from './taf.repository';

type ModeloInput = z.output<typeof ZTafModeloInput>;
export const MODELO_NAO_ENCONTRADO = 'Modelo de TAF não encontrado.';
const SO_ADMIN_TAF = 'Só o administrador de TAF cria e altera modelos.';
const ENTIDADE_MODELO = 'taf_modelo';

function modeloOf(ctx: ServiceContext, row: ModeloRow): TTafModelo {
  const m = row.modelo;
  return {
    id: m.id,
    nome: m.nome,
    produto: row.produto?.id ? row.produto : null,
    familia: m.familia,
    pontos: m.pontos.map(pontoOf),
    ativo: m.ativo,
    tafs: Number(row.tafs),
    versao: m.versao,
    atualizadoEm: m.updatedAt.toISOString(),
    acoes: { editar: canOn(ctx.auth.ability, 'manage', 'TAF', {}) },
  };
}

export async function listModelos(ctx: ServiceContext, query: TTafModelosQuery): Promise<TTafModelosPage> {
  const { rows, total } = await findModelosPage(ctx.db, query);
  return { items: rows.map((row) => modeloOf(ctx, row)), total };
}

export async function findModeloOr404(db: Db, id: string): Promise<ModeloRow> {
  const row = isUuid(id) ? await findModelo(db, id) : undefined;
  if (!row) throw new NotFound(MODELO_NAO_ENCONTRADO);
  return row;
}

export async function getModelo(ctx: ServiceContext, id: string): Promise<TTafModelo> {
  return modeloOf(ctx, await findModeloOr404(ctx.db, id));
}

/** The points as stored: in the order sent, each with an id (a point kept from the last version keeps its own). */
function pontosDe(input: ModeloInput): TTafPonto[] {
  return input.pontos.map((p, index) => ({
    id: p.id ?? randomUUID().slice(0, 8),
    ordem: index + 1,
    tipo: p.tipo,
    descricao: p.descricao,
    ...(p.tipo === 'medicao' ? { nominal: p.nominal!, tolerancia: p.tolerancia!, unidade: p.unidade! } : {}),
  }));
}

async function produtoExistente(db: Db, produtoId: string | null): Promise<void> {
  if (produtoId && !(await findProduto(db, produtoId)))
    throw new ValidationFailed('Produto não encontrado.', [
      { campo: 'produtoId', mensagem: 'Escolha um produto existente' },
    ]);
}

function ensureAdminTaf(ctx: ServiceContext): void {
  ensureCan(ctx.auth.ability, 'manage', 'TAF', {}, { message: SO_ADMIN_TAF });
}

export async function createModelo(ctx: ServiceContext, input: ModeloInput): Promise<TTafModelo> {
  ensureAdminTaf(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    await produtoExistente(tx, input.produtoId);
    const created = await insertModelo(tx, {
      nome: input.nome,
      produtoId: input.produtoId,
      familia: input.produtoId ? null : input.familia,
      pontos: pontosDe(input),
      ativo: input.ativo,
    });
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_MODELO,
      entityId: created.id,
      action: 'criar',
      after: input,
    });
    return created.id;
  });
  return getModelo(ctx, id);
}

/** Saves a template's new version; the TAFs already started keep their own copy of the points. */
export async function editarModelo(ctx: ServiceContext, id: string, input: ModeloInput): Promise<TTafModelo> {
  ensureAdminTaf(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await findModeloOr404(tx, id);
    await produtoExistente(tx, input.produtoId);
    const updated = await updateModeloIf(tx, id, input.versao ?? row.modelo.versao, {
      nome: input.nome,
      produtoId: input.produtoId,
      familia: input.produtoId ? null : input.familia,
      pontos: pontosDe(input),
      ativo: input.ativo,
    });
    if (!updated)
      throw new Conflict(
        'Outra pessoa alterou este modelo enquanto você o editava. Atualize a página e tente de novo.',
      );
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_MODELO,
      entityId: id,
      action: 'editar',
      before: { nome: row.modelo.nome, pontos: row.modelo.pontos.length, ativo: row.modelo.ativo },
      after: { nome: input.nome, pontos: input.pontos.length, ativo: input.ativo },
    });
  });
  return getModelo(ctx, id);
}
