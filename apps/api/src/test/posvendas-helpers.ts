import { count, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  ZChamado,
  ZChamadosPage,
  type TChamado,
  type TChamadoInput,
  type TChamadoMove,
  type TChamadosPage,
  type TCustoInput,
} from '@portal/domain';
import { arquivos } from '../modules/files/files.schema';
import { mailOutbox } from '../modules/mail/mail.schema';
import {
  posvendasChamados,
  posvendasCustos,
  posvendasPesquisas,
} from '../modules/posvendas/posvendas.schema';
import type { Client, Response } from './http-client';
import { problemOf } from './identity-helpers';
// After identity-helpers: the notifications job's imports need the identity module loaded first.
import { postArquivo } from './juridico-helpers';
import type { TestApp } from './test-app';

export { notificacoesDe, sweep } from './juridico-helpers';

export const CHAMADOS = '/api/posvendas/chamados';
export const chamadoUrl = (ref: string | number) => `${CHAMADOS}/${ref}`;
/** The ticket's thread (the shared comments of a record). */
export const threadUrl = (id: string) => `/api/registros/chamado_posvenda/${id}/comentarios`;
/** A uuid no record has. */
export const NENHUM = '00000000-0000-4000-8000-000000000000';

let sequence = 0;

/** A refusal: its status and pt-BR detail; answers the problem for its field errors. */
export function refused(res: Response, status: number, detail: string) {
  expect(res.statusCode, res.body).toBe(status);
  const problem = problemOf(res);
  expect(problem.detail).toBe(detail);
  return problem;
}

/** A valid ticket of the obra; `fields` replaces what it names. */
export function chamadoInput(obraId: string, fields: Partial<TChamadoInput> = {}): TChamadoInput {
  sequence += 1;
  return {
    obraId,
    titulo: `Vazamento no registro geral ${sequence}`,
    descricao: 'Gotejamento contínuo no registro geral do barrilete desde segunda-feira.',
    produto: 'Registro de gaveta 2"',
    ...fields,
  };
}

/** Opens a ticket through the API (201 expected). */
export async function abrirChamado(
  who: Client,
  obraId: string,
  fields: Partial<TChamadoInput> = {},
): Promise<TChamado> {
  const res = await who.post(CHAMADOS, chamadoInput(obraId, fields));
  expect(res.statusCode, res.body).toBe(201);
  return ZChamado.parse(res.json());
}

/** A ticket as its page reads it, by id or number (200 expected). */
export async function lerChamado(who: Client, ref: string | number): Promise<TChamado> {
  const res = await who.get(chamadoUrl(ref));
  expect(res.statusCode, res.body).toBe(200);
  return ZChamado.parse(res.json());
}

export async function chamadosPage(who: Client, query = ''): Promise<TChamadosPage> {
  const res = await who.get(`${CHAMADOS}?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZChamadosPage.parse(res.json());
}

/** A move of the ticket's life cycle, as the action bar sends it. */
export const mover = (
  who: Client,
  id: string,
  movimento: TChamadoMove,
  body: { motivo?: unknown; versao?: number },
): Promise<Response> => who.post(`${chamadoUrl(id)}/movimentos/${movimento}`, body);

/** A move that must succeed (200); answers the ticket after it. */
export async function moved(
  who: Client,
  id: string,
  movimento: TChamadoMove,
  motivo = `Comentário do passo ${movimento}.`,
): Promise<TChamado> {
  const res = await mover(who, id, movimento, { motivo });
  expect(res.statusCode, res.body).toBe(200);
  return ZChamado.parse(res.json());
}

export const postCusto = (who: Client, id: string, custo: Partial<TCustoInput> | Record<string, unknown>) =>
  who.post(`${chamadoUrl(id)}/custos`, custo);

/** A cost that must be taken (201); answers the ticket after it. */
export async function custoAdded(who: Client, id: string, custo: Partial<TCustoInput>): Promise<TChamado> {
  const res = await postCusto(who, id, {
    tipo: 'mao_de_obra',
    descricao: 'Visita técnica',
    data: '2026-02-20',
    ...custo,
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZChamado.parse(res.json());
}

/** A photo of the problem, sent as the web app sends it (multipart, field `arquivo`). */
export const postFoto = (t: TestApp, who: Client, id: string, nome: string, bytes: Buffer) =>
  postArquivo(t, who, `${chamadoUrl(id)}/fotos`, nome, bytes);

/** A comment in the ticket's thread (201 expected). */
export async function comentar(who: Client, id: string, texto: string, interno = false) {
  const res = await who.post(threadUrl(id), { texto, interno, mencoes: [], arquivos: [] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; createdAt: string; interno: boolean };
}

/** Writes columns of a ticket straight in the database (a known opening, a pause), as time would have. */
export async function setChamado(
  t: TestApp,
  id: string,
  values: Partial<typeof posvendasChamados.$inferInsert>,
): Promise<void> {
  await t.database.db.update(posvendasChamados).set(values).where(eq(posvendasChamados.id, id));
}

/** What the after-sales tables and the files hold, for checks that a refusal stored nothing. */
export async function posvendasStored(t: TestApp) {
  const db = t.database.db;
  const n = async (
    table: typeof posvendasChamados | typeof posvendasCustos | typeof posvendasPesquisas | typeof arquivos,
  ) => Number((await db.select({ n: count() }).from(table))[0]?.n);
  return {
    chamados: await n(posvendasChamados),
    custos: await n(posvendasCustos),
    pesquisas: await n(posvendasPesquisas),
    arquivos: await n(arquivos),
  };
}

/** The e-mails queued to an address, newest first. */
export async function mailsPara(t: TestApp, email: string) {
  return t.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
}

const LINK_PESQUISA = /\/pesquisa-satisfacao\/([A-Za-z0-9_-]+)/;

/** The survey token of the newest survey e-mail sent to the address. */
export async function surveyTokenOf(t: TestApp, email: string): Promise<string> {
  const [newest] = (await mailsPara(t, email)).filter((m) => m.subject.startsWith('Como foi o atendimento'));
  const token = LINK_PESQUISA.exec(newest?.text ?? '')?.[1];
  if (!token) throw new Error(`no survey link in the newest mail to ${email}`);
  return token;
}

/** The stored surveys of a ticket, oldest first. */
export async function pesquisasDe(t: TestApp, chamadoId: string) {
  return t.database.db
    .select()
    .from(posvendasPesquisas)
    .where(eq(posvendasPesquisas.chamadoId, chamadoId))
    .orderBy(posvendasPesquisas.enviadaEm);
}

/** Brasília's local time (UTC−3, no daylight saving) as an instant: `br('2026-02-13T16:30')`. */
export const br = (local: string) => new Date(`${local}:00-03:00`);
