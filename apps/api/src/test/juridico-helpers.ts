import ICAL from 'ical.js';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  ZCalendarioAssinatura,
  ZNotificacao,
  ZProcesso,
  ZProcessosPage,
  ZSolicitacoesPage,
  digitosCnj,
  somarDias,
  todayInSaoPaulo,
  type TJuridicoDocumentoTipo,
  type TNotificacao,
  type TProcesso,
  type TProcessoInput,
  type TProcessosPage,
} from '@portal/domain';
import { arquivos } from '../modules/files/files.schema';
import {
  juridicoEventos,
  juridicoProcessos,
  juridicoSolicitacoes,
} from '../modules/juridico/juridico.schema';
import { SWEEP_JOB } from '../modules/notificacoes/notificacoes.jobs';
import { sendMultipart, type Client, type Response } from './http-client';
import type { TestApp } from './test-app';

/** Today in São Paulo, and a day counted from it: the demo's hearings and deadlines move with the calendar. */
export const hoje = todayInSaoPaulo();
export const dia = (dias: number) => somarDias(hoje, dias);

/** The demo's cases by their CNJ number (juridico-demo.ts). */
export const DEMO_CNJ = {
  /** Labour, OB-2025-014, Moraes & Bastos, DP rh@, safety seguranca@: a hearing in 6 days at 14:30, a deadline in 2. */
  trabalhista: '1002345-41.2025.5.02.0461',
  /** Civil, OB-2025-021, Pereira Lima: a deadline in 10 days. */
  civel: '1018822-95.2025.8.26.0114',
  /** Labour, closed, OB-2025-014, Moraes & Bastos, DP rh@. */
  encerrado: '0012093-62.2023.5.15.0093',
} as const;

let sequence = 0;

/** A valid CNJ number (its check digits computed) that no other test of the run uses, in its written form. */
export function uniqueCnj(): string {
  sequence += 1;
  const n = String(((process.pid % 90_000) * 100 + sequence) % 10_000_000).padStart(7, '0');
  const [ano, j, tr, origem] = ['2024', '8', '26', '0777'];
  return `${n}-${digitosCnj(`${n}${ano}${j}${tr}${origem}`)}.${ano}.${j}.${tr}.${origem}`;
}

/** The same number with one check digit changed: well formed, but its digits do not match. */
export function wrongCheckDigit(cnj: string): string {
  const d = Number(cnj[9]);
  return `${cnj.slice(0, 9)}${(d + 1) % 10}${cnj.slice(10)}`;
}

/** A valid civil case of the obra, of no firm; `fields` replaces what it names. */
export function processoInput(obraId: string, fields: Partial<TProcessoInput> = {}): TProcessoInput {
  return {
    obraId,
    tipo: 'civel',
    numeroCnj: uniqueCnj(),
    vara: '2ª Vara Cível de Ponta Grossa',
    comarca: 'Ponta Grossa',
    uf: 'PR',
    parteContraria: 'Transportadora Horizonte Ltda.',
    polo: 'passivo',
    objeto: 'Cobrança de fretes contestados da obra.',
    valorCausa: '10000.00',
    provisaoRisco: 'possivel',
    provisaoValor: '1000.00',
    fase: 'inicial',
    escritorioId: null,
    responsavelDpId: null,
    responsavelSegId: null,
    ...fields,
  };
}

/** Registers a case (201 expected) and answers it as the API does. */
export async function createProcesso(
  who: Client,
  obraId: string,
  fields: Partial<TProcessoInput> = {},
): Promise<TProcesso> {
  const res = await who.post('/api/juridico/processos', processoInput(obraId, fields));
  expect(res.statusCode, res.body).toBe(201);
  return ZProcesso.parse(res.json());
}

export async function readProcesso(who: Client, id: string): Promise<TProcesso> {
  const res = await who.get(`/api/juridico/processos/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZProcesso.parse(res.json());
}

/** The body of a PUT that keeps the case as it is; `fields` replaces what it names. */
export function asInput(p: TProcesso, fields: Partial<TProcessoInput> = {}): TProcessoInput {
  return {
    obraId: p.obra.id,
    tipo: p.tipo,
    numeroCnj: p.numeroCnj,
    vara: p.vara,
    comarca: p.comarca,
    uf: p.uf as TProcessoInput['uf'],
    parteContraria: p.parteContraria,
    polo: p.polo,
    objeto: p.objeto,
    valorCausa: p.valorCausa,
    provisaoRisco: p.provisaoRisco,
    provisaoValor: p.provisaoValor,
    fase: p.fase,
    escritorioId: p.escritorio?.id ?? null,
    responsavelDpId: p.responsavelDp?.id ?? null,
    responsavelSegId: p.responsavelSeg?.id ?? null,
    versao: p.versao,
    ...fields,
  };
}

/** The cases list as the user sees it (one page of up to 100), with its totals. */
export async function processosPage(who: Client, query = ''): Promise<TProcessosPage> {
  const res = await who.get(`/api/juridico/processos?pageSize=100${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZProcessosPage.parse(res.json());
}

/** A case's id found by its CNJ number in the user's list. */
export async function processoIdOf(who: Client, cnj: string): Promise<string> {
  const { items } = await processosPage(who, `busca=${cnj.replace(/\D/g, '')}`);
  const found = items.find((p) => p.numeroCnj === cnj);
  if (!found) throw new Error(`no case ${cnj}`);
  return found.id;
}

/** The requests of one document type the user may answer (200 expected). */
export async function solicitacoesPage(who: Client, tipo: TJuridicoDocumentoTipo, query = '') {
  const res = await who.get(
    `/api/juridico/solicitacoes?tipoDocumento=${tipo}&pageSize=100${query ? `&${query}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return ZSolicitacoesPage.parse(res.json());
}

/** Posts one file as multipart/form-data (field `arquivo`), as the browser's fetch does. */
export async function postArquivo(
  t: TestApp,
  who: Client,
  url: string,
  nome: string,
  bytes: Buffer,
): Promise<Response> {
  return sendMultipart(t.app, url, [['arquivo', { nome, bytes }]], { who });
}

/** A file sent for a document request. */
export const enviarDocumento = (
  t: TestApp,
  who: Client,
  solicitacaoId: string,
  nome: string,
  bytes: Buffer,
) => postArquivo(t, who, `/api/juridico/solicitacoes/${solicitacaoId}/arquivos`, nome, bytes);

/**
 * What the legal tables and the files hold, for checks that a refusal stored nothing. (Not the notification events:
 * the jobs run once shortly after start — insurance, delays, legal reminders — add theirs at any moment.)
 */
export async function juridicoStored(t: TestApp) {
  const db = t.database.db;
  const n = async (table: typeof juridicoProcessos | typeof juridicoEventos | typeof juridicoSolicitacoes) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n);
  const [files] = await db.select({ n: count() }).from(arquivos);
  return {
    processos: await n(juridicoProcessos),
    eventos: await n(juridicoEventos),
    solicitacoes: await n(juridicoSolicitacoes),
    arquivos: Number(files?.n),
  };
}

/** Delivers the notification events waiting (the job a request queues), as the notifications tests do. */
export async function sweep(t: TestApp): Promise<void> {
  await t.app.jobs.send(SWEEP_JOB, {});
  await t.app.jobs.idle();
}

/** The bell: the user's notifications about one record, newest first. */
export async function notificacoesDe(who: Client, entidadeId: string): Promise<TNotificacao[]> {
  const res = await who.get('/api/me/notificacoes?pageSize=100');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as unknown[])
    .map((n) => ZNotificacao.parse(n))
    .filter((n) => n.entidadeId === entidadeId);
}

export interface EventoIcs {
  uid: string;
  titulo: string;
  local: string;
  /** São Paulo's wall clock, `aaaa-mm-dd hh:mm`. */
  inicio: string;
  fim: string;
}

const saoPaulo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The user's calendar feed as a calendar application reads it (subscribed now, fetched without a session). */
export async function feedDe(t: TestApp, who: Client): Promise<EventoIcs[]> {
  const made = await who.post('/api/calendario/assinatura');
  expect(made.statusCode, made.body).toBe(201);
  const { pathname, search } = new URL(ZCalendarioAssinatura.parse(made.json()).url!);
  const res = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      titulo: event.summary,
      local: event.location ?? '',
      inicio: saoPaulo.format(event.startDate.toJSDate()).replace(', ', ' '),
      fim: saoPaulo.format(event.endDate.toJSDate()).replace(', ', ' '),
    };
  });
}
