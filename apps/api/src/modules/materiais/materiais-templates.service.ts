import type { z } from 'zod';
import type { TTemplate, TTemplateResumo, ZTemplateInput } from '@portal/domain';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import {
  findTemplateByNome,
  findTemplateRow,
  findTemplates,
  insertTemplate,
  updateTemplate,
  type TemplateRow,
} from './materiais-templates.repository';

type TemplateInput = z.output<typeof ZTemplateInput>;

const NAO_ENCONTRADO = 'Template não encontrado.';

/** Templates are read by whoever works with lists, and configured by materials administrators (`manage`). */
function ensureReads(ctx: ServiceContext): void {
  const { ability } = ctx.auth;
  if (!['read', 'create', 'create_obra', 'create_projeto'].some((a) => ability.can(a as 'read', 'Materiais')))
    throw new Forbidden('Você não tem acesso aos templates de listas de materiais.');
}

function ensureManages(ctx: ServiceContext): void {
  if (!ctx.auth.ability.can('manage', 'Materiais'))
    throw new Forbidden('Só quem administra materiais configura templates.');
}

function toTemplate(row: TemplateRow): TTemplate {
  return {
    id: row.id,
    nome: row.nome,
    disciplina: row.disciplina,
    descricao: row.descricao,
    colunas: row.colunas,
    totalLinhas: row.linhas.length,
    ativo: row.ativo,
    updatedAt: row.updatedAt.toISOString(),
    linhas: row.linhas,
  };
}

/** The extra columns' values of the default lines are kept only for the template's own columns. */
function linhasDe(input: TemplateInput) {
  const chaves = new Set(input.colunas.map((c) => c.chave));
  return input.linhas.map((l) => ({
    ...l,
    extras: Object.fromEntries(Object.entries(l.extras).filter(([k, v]) => chaves.has(k) && v !== '')),
  }));
}

export async function listTemplates(
  ctx: ServiceContext,
  todos: boolean,
): Promise<{ items: TTemplateResumo[] }> {
  ensureReads(ctx);
  const rows = await findTemplates(ctx.db, todos && ctx.auth.ability.can('manage', 'Materiais'));
  return { items: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) };
}

export async function getTemplate(ctx: ServiceContext, id: string): Promise<TTemplate> {
  ensureReads(ctx);
  const row = isUuid(id) ? await findTemplateRow(ctx.db, id) : undefined;
  if (!row) throw new NotFound(NAO_ENCONTRADO);
  return toTemplate(row);
}

async function checkNome(ctx: ServiceContext, nome: string, id?: string): Promise<void> {
  const same = await findTemplateByNome(ctx.db, nome);
  if (same && same.id !== id)
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'nome', mensagem: 'Já existe um template com este nome' },
    ]);
}

export async function createTemplate(ctx: ServiceContext, input: TemplateInput): Promise<TTemplate> {
  ensureManages(ctx);
  return ctx.db.transaction(async (tx) => {
    await checkNome({ ...ctx, db: tx }, input.nome);
    const row = await insertTemplate(tx, { ...input, linhas: linhasDe(input), criadoPor: ctx.auth.user.id });
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'template_materiais',
      entityId: row.id,
      action: 'criar',
      after: { nome: row.nome, colunas: row.colunas.length, linhas: row.linhas.length },
    });
    return toTemplate(row);
  });
}

/** A template's change reaches only lists made after it: a list copies its columns and lines when created. */
export async function editTemplate(
  ctx: ServiceContext,
  id: string,
  input: TemplateInput,
): Promise<TTemplate> {
  ensureManages(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = isUuid(id) ? await findTemplateRow(tx, id) : undefined;
    if (!before) throw new NotFound(NAO_ENCONTRADO);
    await checkNome({ ...ctx, db: tx }, input.nome, id);
    const row = await updateTemplate(tx, id, { ...input, linhas: linhasDe(input) });
    if (!row) throw new Conflict('O template mudou enquanto você o editava. Atualize a página.');
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'template_materiais',
      entityId: id,
      action: 'editar',
      before: { nome: before.nome, colunas: before.colunas.length, linhas: before.linhas.length },
      after: { nome: row.nome, colunas: row.colunas.length, linhas: row.linhas.length },
    });
    return toTemplate(row);
  });
}

/** A template is never deleted (lists name it): it is deactivated, and no new list starts from it. */
export async function setTemplateAtivo(ctx: ServiceContext, id: string, ativo: boolean): Promise<TTemplate> {
  ensureManages(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = isUuid(id) ? await findTemplateRow(tx, id) : undefined;
    if (!before) throw new NotFound(NAO_ENCONTRADO);
    const row = (await updateTemplate(tx, id, { ativo }))!;
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'template_materiais',
      entityId: id,
      action: ativo ? 'ativar' : 'desativar',
      before: { ativo: before.ativo },
      after: { ativo },
    });
    return toTemplate(row);
  });
}
