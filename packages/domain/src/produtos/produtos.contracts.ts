import { z } from 'zod';
import { ZArquivo } from '../platform/files.contracts';
import { ZPage, ZPageQuery, ZQueryBoolean, ZSort } from '../platform/list.contracts';

const texto = (min: number, message: string, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, `No máximo ${max} caracteres`);

/** One technical datum of a product: "Pressão de projeto" = "16" "bar". */
export const ZDadoTecnico = z.object({
  campo: texto(1, 'Diga o nome do dado técnico', 80),
  valor: texto(1, 'Informe o valor do dado técnico', 200),
  unidade: z.string().trim().max(20, 'No máximo 20 caracteres').default(''),
});
export type TDadoTecnicoInput = z.input<typeof ZDadoTecnico>;

const produtoCampos = {
  codigo: z
    .string({ error: 'Informe o código do produto' })
    .trim()
    .min(2, 'Informe o código do produto')
    .max(40, 'No máximo 40 caracteres')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Código inválido: use letras, números, ponto, hífen ou barra'),
  nome: texto(3, 'Dê um nome ao produto', 150),
  familia: texto(2, 'Informe a família do produto (skid, tanque, painel...)', 80),
  descricao: z.string().trim().max(5000, 'No máximo 5000 caracteres').default(''),
  dadosTecnicos: z.array(ZDadoTecnico).max(60, 'No máximo 60 dados técnicos').default([]),
};

/** A new product (admin_produtos). Codes are unique whatever their case. */
export const ZProdutoInput = z.object(produtoCampos);
export type TProdutoInput = z.input<typeof ZProdutoInput>;

/** A product's changes (admin_produtos, editor_produto): only the fields sent change; `versao` refuses a stale form. */
export const ZProdutoEdicao = z.object({
  codigo: produtoCampos.codigo.optional(),
  nome: produtoCampos.nome.optional(),
  familia: produtoCampos.familia.optional(),
  descricao: z.string().trim().max(5000, 'No máximo 5000 caracteres').optional(),
  dadosTecnicos: z.array(ZDadoTecnico).max(60, 'No máximo 60 dados técnicos').optional(),
  ativo: z.boolean().optional(),
  versao: z.number().int().min(0).optional(),
});
export type TProdutoEdicao = z.input<typeof ZProdutoEdicao>;

export const ZDadoTecnicoResposta = z.object({ campo: z.string(), valor: z.string(), unidade: z.string() });
export type TDadoTecnicoResposta = z.infer<typeof ZDadoTecnicoResposta>;

export const ZProdutoRef = z.object({
  id: z.string(),
  codigo: z.string(),
  nome: z.string(),
  familia: z.string(),
});
export type TProdutoRef = z.infer<typeof ZProdutoRef>;

export const ZProdutoResumo = ZProdutoRef.extend({
  descricao: z.string(),
  dadosTecnicos: z.array(ZDadoTecnicoResposta),
  ativo: z.boolean(),
  /** TAF records of this product (counted only for who may read TAFs; 0 otherwise). */
  tafs: z.number().int(),
  atualizadoEm: z.string(),
});
export type TProdutoResumo = z.infer<typeof ZProdutoResumo>;

/**
 * A fabrication the product came from: a fabrication obra with items that name the product (how many, in what
 * quantity) or with TAFs of it.
 */
export const ZProdutoFabricacao = z.object({
  obra: z.object({ id: z.string(), codigo: z.string(), nome: z.string(), cliente: z.string() }),
  itens: z.number().int(),
  /** The items' total quantity ("3.000" units), as text: exact. */
  quantidade: z.string(),
  tafs: z.number().int(),
});
export type TProdutoFabricacao = z.infer<typeof ZProdutoFabricacao>;

export const ZProduto = ZProdutoResumo.extend({
  documentos: z.array(ZArquivo),
  fabricacoes: z.array(ZProdutoFabricacao),
  versao: z.number().int(),
  criadoEm: z.string(),
  /** What this user may do on the product's page. */
  acoes: z.object({
    editar: z.boolean(),
    excluir: z.boolean(),
    documentos: z.boolean(),
    verTafs: z.boolean(),
    novoTaf: z.boolean(),
  }),
});
export type TProduto = z.infer<typeof ZProduto>;

export const PRODUTOS_SORT_FIELDS = ['codigo', 'nome', 'familia', 'atualizadoEm'] as const;
export const ZProdutosQuery = ZPageQuery.extend({
  /** Code, name or description. */
  busca: z.string().trim().max(100).optional(),
  familia: z.string().trim().max(80).optional(),
  /** Inactive products are left out unless asked for. */
  inativos: ZQueryBoolean.optional(),
  sort: ZSort(PRODUTOS_SORT_FIELDS).optional(),
});
export type TProdutosQuery = z.output<typeof ZProdutosQuery>;
export type TProdutosQueryInput = z.input<typeof ZProdutosQuery>;
export const ZProdutosPage = ZPage(ZProdutoResumo);
export type TProdutosPage = z.infer<typeof ZProdutosPage>;

/** The families in use (the list's filter). */
export const ZProdutoFamilias = z.array(z.object({ familia: z.string(), total: z.number().int() }));
export type TProdutoFamilias = z.infer<typeof ZProdutoFamilias>;

export const ZProdutoParams = z.object({ produto: z.uuid('Produto não encontrado') });
export const ZProdutoDocumentoParams = ZProdutoParams.extend({ arquivo: z.uuid('Documento não encontrado') });
