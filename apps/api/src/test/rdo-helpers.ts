import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TAssinaturaInput, TRdo, TRdoConteudoInput } from '@portal/domain';
import { rdos } from '../modules/rdo/rdo.schema';
import type { Client, Response } from './http-client';
import { PNG } from './obras-helpers';
import type { TestApp } from './test-app';

/** A plain day's content: one shift, a small crew, one machine. */
export function conteudo(overrides: Partial<TRdoConteudoInput> = {}): TRdoConteudoInput {
  return {
    horarioInicio: '07:00',
    horarioFim: '17:00',
    clima: { manha: { tempo: 'claro', condicao: 'praticavel' }, tarde: null, noite: null },
    chuvaMm: 0,
    maoDeObra: [{ funcao: 'Pedreiro', empresa: 'Gali', tipo: 'propria', quantidade: 4 }],
    equipamentos: [{ descricao: 'Betoneira', quantidade: 1, operando: 1, parado: 0 }],
    atividades: [],
    ocorrencias: [],
    comentarios: '',
    ...overrides,
  };
}

export const ASSINATURA: TAssinaturaInput = {
  nome: 'Carlos Mendes',
  cargo: 'Site manager',
  imagem: `data:image/png;base64,${PNG.toString('base64')}`,
};

/** Creates a report through the API (201 expected). */
export async function buildRdo(
  who: Client,
  obraId: string,
  data: string,
  extra: Partial<TRdoConteudoInput> = {},
): Promise<TRdo> {
  const res = await who.post(`/api/obras/${obraId}/diarios`, { data, conteudo: conteudo(extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Makes a move (finalizar, aprovar, ...) that is expected to succeed. */
export async function move(who: Client, id: string, acao: string, body: unknown = {}): Promise<TRdo> {
  const res = await who.post(`/api/diarios/${id}/${acao}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function rdoCount(t: TestApp, obraId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(rdos).where(eq(rdos.obraId, obraId));
  return Number(row?.n ?? 0);
}

/** Sends a photo as the web app does: the caption field first, then the file. */
export async function postPhoto(
  t: TestApp,
  who: Client,
  rdoId: string,
  bytes: Buffer,
  name = 'foto.png',
  legenda = '',
): Promise<Response> {
  const data = new FormData();
  data.append('legenda', legenda);
  data.append('arquivo', new Blob([bytes]), name);
  const cookie = who.jar.header();
  return t.app.inject({
    method: 'POST',
    url: `/api/diarios/${rdoId}/fotos`,
    payload: data,
    headers: { 'x-portal-request': '1', ...(cookie ? { cookie } : {}) },
  });
}
