import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import {
  ZProduto,
  ZProdutosPage,
  ZTaf,
  ZTafModelosPage,
  ZTafsPage,
  type TProduto,
  type TProdutoInput,
  type TTaf,
  type TTafModeloInput,
  type TTafRespostaInput,
} from '@portal/domain';
import type { Client, Response } from './http-client';
import { problemOf } from './identity-helpers';
import { auditCount } from './obras-helpers';
import type { TestApp } from './test-app';
// After identity-helpers: the modules' imports need the identity module loaded first.
import { postArquivo } from './juridico-helpers';
import { arquivos } from '../modules/files/files.schema';
import { produtos, tafModelos, tafResultados, tafs } from '../modules/produtos/produtos.schema';
import { sgiOcorrencias } from '../modules/sgi/sgi.schema';
import { workflowMoves } from '../modules/workflow/workflow.schema';

export const PRODUTOS = '/api/produtos';
export const produtoUrl = (id: string) => `${PRODUTOS}/${id}`;
export const MODELOS = '/api/taf/modelos';
export const TAFS = '/api/tafs';
export const tafUrl = (id: string) => `${TAFS}/${id}`;
export const pontoUrl = (taf: string, ponto: string) => `${TAFS}/${taf}/pontos/${ponto}`;
export const NENHUM = '00000000-0000-4000-8000-000000000000';
export const SEM_PERMISSAO = 'Você não tem permissão para esta ação.';
export const DADOS_INVALIDOS = 'Os dados enviados são inválidos.';
/** The demo fabrication (FB-2026-002) and its signed and in-progress TAFs of SK-100. */
export const FABRICACAO = 'FB-2026-002';
export const SERIE_ASSINADA = 'SK100-2026-001';
export const SERIE_EM_EXECUCAO = 'SK100-2026-002';
/** A signature drawn on the pad: a real 1×1 PNG as a data URL. */
export const DESENHO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let sequence = 0;

/** A refusal: its status and pt-BR detail; answers the problem for its field errors. */
export function refused(res: Response, status: number, detail: string) {
  expect(res.statusCode, res.body).toBe(status);
  const problem = problemOf(res);
  expect(problem.detail).toBe(detail);
  return problem;
}

/** A new product code no other test uses. */
export function novoCodigo(prefix = 'TST'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36).slice(-4)}${sequence}`.toUpperCase();
}

export function produtoInput(fields: Partial<TProdutoInput> = {}): TProdutoInput {
  return {
    codigo: novoCodigo(),
    nome: 'Skid de dosagem de aditivos',
    familia: 'Skid',
    descricao: 'Skid com bomba dosadora e tanque de 200 L.',
    dadosTecnicos: [{ campo: 'Vazão', valor: '120', unidade: 'L/h' }],
    ...fields,
  };
}

export async function criarProduto(who: Client, fields: Partial<TProdutoInput> = {}): Promise<TProduto> {
  const res = await who.post(PRODUTOS, produtoInput(fields));
  expect(res.statusCode, res.body).toBe(201);
  return ZProduto.parse(res.json());
}

export async function lerProduto(who: Client, id: string): Promise<TProduto> {
  const res = await who.get(produtoUrl(id));
  expect(res.statusCode, res.body).toBe(200);
  return ZProduto.parse(res.json());
}

export async function produtosPage(who: Client, query = '') {
  const res = await who.get(`${PRODUTOS}?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZProdutosPage.parse(res.json());
}

/** A demo product's id by its code. */
export async function produtoIdOf(who: Client, codigo: string): Promise<string> {
  const item = (await produtosPage(who, `busca=${codigo}`)).items.find((p) => p.codigo === codigo);
  if (!item) throw new Error(`no product ${codigo}`);
  return item.id;
}

/** A template for a product: a pass/fail point and a measurement of 10 ± 0.05 mm. */
export function modeloInput(produtoId: string, fields: Partial<TTafModeloInput> = {}): TTafModeloInput {
  return {
    nome: 'TAF de teste',
    produtoId,
    pontos: [
      { tipo: 'passa_falha', descricao: 'Teste de estanqueidade' },
      { tipo: 'medicao', descricao: 'Diâmetro do eixo', nominal: 10, tolerancia: 0.05, unidade: 'mm' },
    ],
    ...fields,
  };
}

export async function modelosPage(who: Client, query = '') {
  const res = await who.get(`${MODELOS}?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZTafModelosPage.parse(res.json());
}

export async function tafsPage(who: Client, query = '') {
  const res = await who.get(`${TAFS}?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZTafsPage.parse(res.json());
}

export async function lerTaf(who: Client, id: string): Promise<TTaf> {
  const res = await who.get(tafUrl(id));
  expect(res.statusCode, res.body).toBe(200);
  return ZTaf.parse(res.json());
}

/** Starts a TAF (201 expected). */
export async function iniciarTaf(
  who: Client,
  input: { produtoId: string; obraId: string; modeloId: string; numeroSerie?: string },
): Promise<TTaf> {
  sequence += 1;
  const res = await who.post(TAFS, { numeroSerie: `SN-${Date.now()}-${sequence}`, ...input });
  expect(res.statusCode, res.body).toBe(201);
  return ZTaf.parse(res.json());
}

/** Answers a point (200 expected). */
export async function responder(
  who: Client,
  taf: string,
  ponto: string,
  body: TTafRespostaInput,
): Promise<TTaf> {
  const res = await who.put(pontoUrl(taf, ponto), body);
  expect(res.statusCode, res.body).toBe(200);
  return ZTaf.parse(res.json());
}

export async function assinar(
  who: Client,
  taf: string,
  papel: 'fabrica' | 'cliente',
  nome: string,
  empresa = '',
) {
  return who.post(`${tafUrl(taf)}/assinaturas`, {
    papel,
    empresa,
    assinatura: {
      nome,
      cargo: papel === 'fabrica' ? 'Inspetor de qualidade' : 'Engenheiro',
      imagem: DESENHO,
    },
  });
}

export const postFoto = (t: TestApp, who: Client, taf: string, ponto: string, nome: string, bytes: Buffer) =>
  postArquivo(t, who, `${pontoUrl(taf, ponto)}/foto`, nome, bytes);

/** What the products, TAF and SGI tables and the files hold, for checks that a refusal changed nothing. */
export async function produtosStored(t: TestApp) {
  const { db } = t.database;
  const total = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    produtos: await total(produtos),
    modelos: await total(tafModelos),
    tafs: await total(tafs),
    resultados: await total(tafResultados),
    ocorrencias: await total(sgiOcorrencias),
    arquivos: await total(arquivos),
    movimentos: await total(workflowMoves),
    audit: await auditCount(t),
  };
}

/** The SGI occurrences raised from one TAF. */
export async function ocorrenciasDoTaf(t: TestApp, tafId: string) {
  return t.database.db.select().from(sgiOcorrencias).where(eq(sgiOcorrencias.origemId, tafId));
}
