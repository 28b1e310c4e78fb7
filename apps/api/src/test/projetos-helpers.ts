import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import {
  ZProjeto,
  ZTransmittal,
  type TParecerInput,
  type TProjeto,
  type TProjetoInput,
  type TRevisaoInput,
  type TTransmittal,
} from '@portal/domain';
import { sendMultipart, type Client, type Response } from './http-client';
import { problemOf } from './identity-helpers';
import { auditCount } from './obras-helpers';
import type { TestApp } from './test-app';
// After identity-helpers: the modules' imports need the identity module loaded first.
import { arquivos } from '../modules/files/files.schema';
import {
  projetos,
  projetosComentarios,
  projetosRevisoes,
  projetosTransmittais,
} from '../modules/projetos/projetos.schema';

export const PROJETOS = '/api/projetos';
export const GRDS = '/api/projetos/transmittais';
export const projetoUrl = (id: string) => `${PROJETOS}/${id}`;
export const revisaoUrl = (projeto: string, revisao: string) => `${projetoUrl(projeto)}/revisoes/${revisao}`;
export const NENHUM = '00000000-0000-4000-8000-000000000000';
export const NAO_ENCONTRADO = 'Documento não encontrado.';
/** A small real PDF (its first bytes are what the upload checks). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let sequence = 0;

/** A document number no other test of the run uses. */
export function novoNumero(prefix = 'TST-DE'): string {
  sequence += 1;
  return `${prefix}-${process.pid % 10000}-${String(sequence).padStart(3, '0')}`;
}

/** A refusal: its status and pt-BR detail; answers the problem for its field errors. */
export function refused(res: Response, status: number, detail: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const problem = problemOf(res);
  if (typeof detail === 'string') expect(problem.detail).toBe(detail);
  else expect(problem.detail).toMatch(detail);
  return problem;
}

export function ok<T>(res: Response, status: number, schema: { parse(v: unknown): T }): T {
  expect(res.statusCode, res.body).toBe(status);
  return schema.parse(res.json());
}

export async function criarDocumento(
  who: Client,
  obraId: string,
  fields: Partial<TProjetoInput> = {},
): Promise<TProjeto> {
  const res = await who.post(PROJETOS, {
    obraId,
    numero: novoNumero(),
    titulo: 'Planta de fundações do pórtico',
    disciplina: 'civil',
    categoria: 'Executivo',
    ...fields,
  });
  return ok(res, 201, ZProjeto);
}

/** Starts the next revision; answers the document and the new revision (the one in preparation). */
export async function prepararRevisao(who: Client, projetoId: string, fields: Partial<TRevisaoInput> = {}) {
  const res = await who.post(`${projetoUrl(projetoId)}/revisoes`, {
    finalidade: 'para_aprovacao',
    ...fields,
  });
  const projeto = ok(res, 201, ZProjeto);
  const revisao = projeto.revisoes.find((r) => r.status === 'rascunho')!;
  expect(revisao).toBeDefined();
  return { projeto, revisao };
}

export function enviarArquivo(
  t: TestApp,
  who: Client,
  projetoId: string,
  revisaoId: string,
  nome = 'planta.pdf',
  bytes: Buffer = PDF,
): Promise<Response> {
  return sendMultipart(
    t.app,
    `${revisaoUrl(projetoId, revisaoId)}/arquivos`,
    [['arquivo', { nome, bytes }]],
    {
      who,
    },
  );
}

export async function emitir(
  who: Client,
  obraId: string,
  revisoes: string[],
  fields: { prazo?: string | null; observacao?: string } = {},
): Promise<TTransmittal> {
  return ok(await who.post(GRDS, { obraId, revisoes, ...fields }), 201, ZTransmittal);
}

/** A document with a revision prepared (one PDF) and issued in a GRD: answers the document and the GRD. */
export async function documentoEmitido(
  t: TestApp,
  designer: Client,
  obraId: string,
  fields: Partial<TProjetoInput> = {},
  revisao: Partial<TRevisaoInput> = {},
) {
  const doc = await criarDocumento(designer, obraId, fields);
  const { revisao: rev } = await prepararRevisao(designer, doc.id, revisao);
  expect((await enviarArquivo(t, designer, doc.id, rev.id)).statusCode).toBe(201);
  const grd = await emitir(designer, obraId, [rev.id]);
  return { doc: await lerDocumento(designer, doc.id), grd, revisaoId: rev.id };
}

export async function lerDocumento(who: Client, id: string): Promise<TProjeto> {
  return ok(await who.get(projetoUrl(id)), 200, ZProjeto);
}

export function parecer(who: Client, projetoId: string, revisaoId: string, input: TParecerInput) {
  return who.post(`${revisaoUrl(projetoId, revisaoId)}/parecer`, input);
}

/** What the module's tables, the files and the audit log hold, for checks that a refusal changed nothing. */
export async function snapshot(t: TestApp) {
  const { db } = t.database;
  const n = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0]!.n);
  return {
    projetos: await n(projetos),
    revisoes: await n(projetosRevisoes),
    comentarios: await n(projetosComentarios),
    transmittais: await n(projetosTransmittais),
    arquivos: await n(arquivos),
    auditoria: await auditCount(t),
  };
}
