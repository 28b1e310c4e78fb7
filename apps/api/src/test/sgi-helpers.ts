import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  ZAcoesPage,
  ZOcorrenciaSgi,
  ZOcorrenciasPage,
  addDays,
  todayInSaoPaulo,
  type TAcaoInput,
  type TOcorrenciaInput,
  type TOcorrenciaSgi,
  type TRncInput,
} from '@portal/domain';
import type { Client, Response } from './http-client';
import { problemOf } from './identity-helpers';
import { PNG, auditCount } from './obras-helpers';
import type { TestApp } from './test-app';
// After identity-helpers: the modules' imports need the identity module loaded first.
import { postArquivo } from './juridico-helpers';
import { comentarios } from '../modules/comentarios/comentarios.schema';
import { arquivos } from '../modules/files/files.schema';
import { sgiAcoes, sgiAuditorias, sgiOcorrencias, sgiRnc } from '../modules/sgi/sgi.schema';
import { workflowMoves } from '../modules/workflow/workflow.schema';

export const OCORRENCIAS = '/api/sgi/ocorrencias';
export const ocorrenciaUrl = (ref: string | number) => `${OCORRENCIAS}/${ref}`;
/** The occurrence's thread (the shared comments of a record). */
export const threadUrl = (id: string) => `/api/registros/ocorrencia_sgi/${id}/comentarios`;
/** A uuid no record has. */
export const NENHUM = '00000000-0000-4000-8000-000000000000';

export const NAO_ENCONTRADA = 'Ocorrência não encontrada.';
export const DADOS_INVALIDOS = 'Os dados enviados são inválidos.';
export const SEM_PERMISSAO = 'Você não tem permissão para esta ação.';
export const NAO_COMENTA = 'Você não pode fazer isso neste registro (Ocorrência do SGI).';
export const SO_FUNCIONARIOS = 'Só funcionários registram ocorrências do SGI.';
export const SO_EQUIPE_AUDITA = 'Só a equipe do SGI planeja e conduz auditorias.';

/** São Paulo's today, moved by `n` days. */
export const dia = (n = 0) => addDays(todayInSaoPaulo(), n);

let sequence = 0;

/** A refusal: its status and pt-BR detail; answers the problem for its field errors. */
export function refused(res: Response, status: number, detail: string) {
  expect(res.statusCode, res.body).toBe(status);
  const problem = problemOf(res);
  expect(problem.detail).toBe(detail);
  return problem;
}

/** The field errors of a 400 answer with this detail. */
export const erros = (res: Response, detail = DADOS_INVALIDOS) => refused(res, 400, detail).errors;

/** A valid occurrence (a safety deviation seen in an inspection); `fields` replaces what it names. */
export function ocorrenciaInput(fields: Partial<TOcorrenciaInput> = {}): TOcorrenciaInput {
  sequence += 1;
  return {
    categoria: 'seguranca',
    tipo: 'desvio',
    origem: 'inspecao',
    obraId: null,
    titulo: `Guarda-corpo removido no nível ${sequence}`,
    descricao: 'O guarda-corpo da borda da laje foi removido para içar material e não foi recolocado.',
    local: 'Bloco B',
    dataOcorrencia: dia(-1),
    ...fields,
  };
}

/** A valid 5W2H action owned by `quemId` and verified by `verificadorId`. */
export function acaoInput(
  quemId: string,
  verificadorId: string,
  fields: Partial<TAcaoInput> = {},
): TAcaoInput {
  sequence += 1;
  return {
    oQue: `Recolocar o guarda-corpo ${sequence}`,
    porQue: 'Proteger a borda da laje',
    onde: 'Bloco B',
    quando: dia(7),
    quemId,
    como: 'Fixar o guarda-corpo com abraçadeiras',
    quantoCusta: '350.00',
    verificadorId,
    ...fields,
  };
}

/** A valid RNC of corrective action under ISO 45001; `fields` replaces what it names. */
export function rncInput(fields: Partial<TRncInput> = {}): TRncInput {
  return {
    tipo: 'acao_corretiva',
    norma: 'ISO 45001',
    clausula: '8.1.2',
    descricao: 'Borda de laje sem proteção coletiva durante o içamento.',
    porques: ['O guarda-corpo foi retirado.', 'O içamento não tinha plano.'],
    causaRaiz6M: 'metodo',
    causaRaiz: 'Içamento sem plano de rigging.',
    ...fields,
  };
}

/** Registers an occurrence through the API (201 expected); a draft unless `enviar` is given. */
export async function registrar(
  who: Client,
  fields: Partial<TOcorrenciaInput> = {},
): Promise<TOcorrenciaSgi> {
  const res = await who.post(OCORRENCIAS, ocorrenciaInput(fields));
  expect(res.statusCode, res.body).toBe(201);
  return ZOcorrenciaSgi.parse(res.json());
}

export async function lerOcorrencia(who: Client, ref: string | number): Promise<TOcorrenciaSgi> {
  const res = await who.get(ocorrenciaUrl(ref));
  expect(res.statusCode, res.body).toBe(200);
  return ZOcorrenciaSgi.parse(res.json());
}

export async function ocorrenciasPage(who: Client, query = '') {
  const res = await who.get(`${OCORRENCIAS}?pageSize=100${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZOcorrenciasPage.parse(res.json());
}

export async function acoesPage(who: Client, query = '') {
  const res = await who.get(`/api/sgi/acoes?pageSize=100${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZAcoesPage.parse(res.json());
}

/** A request that must succeed (200 or 201), answering the occurrence as it is after it. */
export async function ok(res: Response | Promise<Response>): Promise<TOcorrenciaSgi> {
  const r = await res;
  expect([200, 201], r.body).toContain(r.statusCode);
  return ZOcorrenciaSgi.parse(r.json());
}

export const rncUrl = (id: string) => `${ocorrenciaUrl(id)}/rnc`;
export const planoUrl = (id: string) => `${ocorrenciaUrl(id)}/acoes`;
export const acaoUrl = (acao: string, passo: 'finalizar' | 'verificar' | 'reabrir') =>
  `/api/sgi/acoes/${acao}/${passo}`;

/** Adds these actions to the occurrence's plan. */
export const planejar = (who: Client, id: string, ...acoes: TAcaoInput[]) =>
  who.post(planoUrl(id), { acoes });

/** Changes the occurrence to a valid one with `fields` (from `versao`, when given). */
export const editar = (who: Client, id: string, fields: Partial<TOcorrenciaInput> = {}, versao?: number) =>
  who.put(ocorrenciaUrl(id), { ...ocorrenciaInput(fields), versao });

/** The RNC's effectiveness check. */
export const verificarEficacia = (who: Client, id: string, resultado: string, observacao: string) =>
  who.post(`${rncUrl(id)}/eficacia`, { resultado, observacao });

/** An evidence photo, sent as the web app sends it (multipart, field `arquivo`). */
export const postFoto = (t: TestApp, who: Client, id: string) =>
  postArquivo(t, who, `${ocorrenciaUrl(id)}/fotos`, 'evidencia.png', PNG);

export const mover = (who: Client, id: string, movimento: string, body: Record<string, unknown> = {}) =>
  who.post(`${ocorrenciaUrl(id)}/movimentos/${movimento}`, body);

export const triar = (who: Client, id: string, body: Record<string, unknown>) =>
  who.post(`${ocorrenciaUrl(id)}/triagem`, body);

export const comentar = (who: Client, id: string, texto: string) =>
  who.post(threadUrl(id), { texto, interno: false, mencoes: [], arquivos: [] });

export const finalizarAcao = (who: Client, acao: string, custoReal = '300.00') =>
  who.post(acaoUrl(acao, 'finalizar'), { custoReal, evidencia: 'Feito e fotografado.' });

/** An occurrence sent by `autor` and accepted by `equipe` with its responsible (in progress). */
export async function emAndamento(
  autor: Client,
  equipe: Client,
  responsavelId: string,
  fields: Partial<TOcorrenciaInput> = {},
): Promise<TOcorrenciaSgi> {
  const o = await registrar(autor, { enviar: true, ...fields });
  return ok(triar(equipe, o.id, { responsavelId, gravidade: 'moderada' }));
}

/** What the SGI tables, moves, comments, photos and the audit trail hold, for checks that a refusal stored nothing. */
export async function sgiStored(t: TestApp) {
  const db = t.database.db;
  const n = async (table: typeof sgiOcorrencias | typeof sgiRnc | typeof sgiAcoes | typeof sgiAuditorias) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n);
  const [moves] = await db
    .select({ n: count() })
    .from(workflowMoves)
    .where(eq(workflowMoves.entidade, 'ocorrencia_sgi'));
  const [comments] = await db
    .select({ n: count() })
    .from(comentarios)
    .where(eq(comentarios.entidade, 'ocorrencia_sgi'));
  const [fotos] = await db
    .select({ n: count() })
    .from(arquivos)
    .where(eq(arquivos.entidade, 'ocorrencia_sgi'));
  return {
    ocorrencias: await n(sgiOcorrencias),
    rnc: await n(sgiRnc),
    acoes: await n(sgiAcoes),
    auditorias: await n(sgiAuditorias),
    movimentos: Number(moves?.n),
    comentarios: Number(comments?.n),
    fotos: Number(fotos?.n),
    audit: await auditCount(t),
  };
}

/** An occurrence's row as stored. */
export async function ocorrenciaRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(sgiOcorrencias).where(eq(sgiOcorrencias.id, id));
  return row!;
}

/** Writes columns of an occurrence straight in the database (an old record, a known date). */
export async function setOcorrencia(
  t: TestApp,
  id: string,
  values: Partial<typeof sgiOcorrencias.$inferInsert>,
): Promise<void> {
  await t.database.db.update(sgiOcorrencias).set(values).where(eq(sgiOcorrencias.id, id));
}
