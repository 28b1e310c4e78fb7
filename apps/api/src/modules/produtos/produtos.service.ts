import type { z } from 'zod';
import type {
  TProduto,
  TProdutoFabricacao,
  TProdutoResumo,
  TProdutosPage,
  TProdutosQuery,
  ZProdutoEdicao,
  ZProdutoInput,
} from '@portal/domain';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { canOn, ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { toArquivo } from '../files';
import { fabricacoesLidasWhere, produtosWhere } from './produtos-rules';
import {
  ENTIDADE_PRODUTO,
  deleteProduto,
  findDocumentos,
  findFabricacoesDoProduto,
  findFamilias,
  findProduto,
  findProdutoIdByCodigo,
  findProdutosPage,
  insertProduto,
  updateProdutoIf,
  type ProdutoComTafs,
} from './produtos.repository';
import { countTafsDoProduto } from './taf.repository';

export const PRODUTO_NAO_ENCONTRADO = 'Produto não encontrado.';
export const PRODUTO_MUDOU =
  'Outra pessoa alterou este produto enquanto você o editava. Atualize a página e tente de novo.';
const CODIGO_EM_USO = (codigo: string) => `Já existe um produto com o código ${codigo}.`;

function resumoOf(ctx: ServiceContext, row: ProdutoComTafs): TProdutoResumo {
  const p = row.produto;
  return {
    id: p.id,
    codigo: p.codigo,
    nome: p.nome,
    familia: p.familia,
    descricao: p.descricao,
    dadosTecnicos: p.dadosTecnicos,
    ativo: p.ativo,
    tafs: ctx.auth.ability.can('read', 'TAF') ? row.tafs : 0,
    atualizadoEm: p.updatedAt.toISOString(),
  };
}

/** A product this user may read (and `action` on it); a missing one answers 404. */
export async function findReadableProduto(ctx: ServiceContext, id: string, action?: 'update' | 'delete') {
  const row = isUuid(id) ? await findProduto(ctx.db, id) : undefined;
  if (!row) throw new NotFound(PRODUTO_NAO_ENCONTRADO);
  ensureCan(ctx.auth.ability, 'read', 'Produto', {}, { hideAs: PRODUTO_NAO_ENCONTRADO });
  if (action)
    ensureCan(
      ctx.auth.ability,
      action,
      'Produto',
      {},
      {
        message:
          action === 'delete'
            ? 'Só o administrador de produtos exclui um produto.'
            : 'Você não pode alterar este produto.',
      },
    );
  return row;
}

export async function listProdutos(ctx: ServiceContext, query: TProdutosQuery): Promise<TProdutosPage> {
  const { rows, total } = await findProdutosPage(ctx.db, query, produtosWhere(ctx.auth.ability));
  return { items: rows.map((row) => resumoOf(ctx, row)), total };
}

export async function listFamilias(ctx: ServiceContext) {
  return findFamilias(ctx.db, produtosWhere(ctx.auth.ability));
}

export async function fabricacoesDoProduto(ctx: ServiceContext, id: string): Promise<TProdutoFabricacao[]> {
  await findReadableProduto(ctx, id);
  const rows = await findFabricacoesDoProduto(ctx.db, id, fabricacoesLidasWhere(ctx.auth.ability));
  return rows.map((r) => ({
    obra: { id: r.id, codigo: r.codigo, nome: r.nome, cliente: r.cliente ?? '' },
    itens: Number(r.itens ?? 0),
    quantidade: r.quantidade ?? '0',
    tafs: ctx.auth.ability.can('read', 'TAF') ? Number(r.tafs ?? 0) : 0,
  }));
}

export async function getProduto(ctx: ServiceContext, id: string): Promise<TProduto> {
  const row = await findReadableProduto(ctx, id);
  const [documentos, fabricacoes] = await Promise.all([
    findDocumentos(ctx.db, id),
    fabricacoesDoProduto(ctx, id),
  ]);
  const { ability } = ctx.auth;
  const editar = canOn(ability, 'update', 'Produto', {});
  return {
    ...resumoOf(ctx, row),
    documentos: documentos.map(toArquivo),
    fabricacoes,
    versao: row.produto.versao,
    criadoEm: row.produto.createdAt.toISOString(),
    acoes: {
      editar,
      excluir: canOn(ability, 'delete', 'Produto', {}),
      documentos: editar,
      verTafs: canOn(ability, 'read', 'TAF', {}),
      novoTaf: canOn(ability, 'update', 'TAF', {}) && row.produto.ativo,
    },
  };
}

const codigoEmUso = (codigo: string) => new Conflict(CODIGO_EM_USO(codigo));

export async function createProduto(
  ctx: ServiceContext,
  input: z.output<typeof ZProdutoInput>,
): Promise<TProduto> {
  ensureCan(
    ctx.auth.ability,
    'create',
    'Produto',
    {},
    {
      message: 'Só o administrador de produtos cadastra produtos.',
    },
  );
  const id = await ctx.db.transaction(async (tx) => {
    if (await findProdutoIdByCodigo(tx, input.codigo)) throw codigoEmUso(input.codigo);
    const created = await insertProduto(tx, input);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PRODUTO,
      entityId: created.id,
      action: 'criar',
      after: input,
    });
    return created.id;
  });
  return getProduto(ctx, id);
}

export async function editarProduto(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZProdutoEdicao>,
): Promise<TProduto> {
  await ctx.db.transaction(async (tx) => {
    const { produto: p } = await findReadableProduto({ db: tx, auth: ctx.auth }, id, 'update');
    const { versao, ...changes } = input;
    if (Object.keys(changes).length === 0)
      throw new ValidationFailed('Nada a alterar: envie ao menos um campo.');
    if (changes.codigo && (await findProdutoIdByCodigo(tx, changes.codigo, id)))
      throw codigoEmUso(changes.codigo);
    const updated = await updateProdutoIf(tx, id, versao ?? p.versao, changes);
    if (!updated) throw new Conflict(PRODUTO_MUDOU);
    const before = Object.fromEntries(Object.keys(changes).map((k) => [k, p[k as keyof typeof p]]));
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PRODUTO,
      entityId: id,
      action: 'editar',
      before,
      after: changes,
    });
  });
  return getProduto(ctx, id);
}

/** Deletes a product no TAF names (its records would lose their product); its documents go with it. */
export async function excluirProduto(ctx: ServiceContext, id: string): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const { produto: p } = await findReadableProduto({ db: tx, auth: ctx.auth }, id, 'delete');
    if ((await countTafsDoProduto(tx, id)) > 0)
      throw new Conflict(
        `O produto ${p.codigo} tem TAFs registrados e não pode ser excluído; desative-o para tirá-lo das listas.`,
      );
    const documentos = await findDocumentos(tx, id);
    await deleteProduto(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PRODUTO,
      entityId: id,
      action: 'excluir',
      before: { codigo: p.codigo, nome: p.nome, familia: p.familia },
    });
    return documentos.map((d) => d.id);
  });
}
