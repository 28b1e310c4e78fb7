import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  MATERIAIS_STATUS,
  ZLinhasLista,
  ZLista,
  type TLinhaMaterialInput,
  type TLista,
  type TListaInput,
  type TMateriaisStatus,
} from '@portal/domain';
import { materiaisLinhas, materiaisListas, materiaisRevisoes } from '../modules/materiais/materiais.schema';
import { workflowMoves } from '../modules/workflow/workflow.schema';
import { sendMultipart, type Client, type Response } from './http-client';
import { auditCount, obraIdOf, signedInAs, userIdOf } from './obras-helpers';
import type { TestApp } from './test-app';

/** A line as the quantifier types it. */
export const linhaMaterial = (
  descricao: string,
  over: Partial<TLinhaMaterialInput> = {},
): TLinhaMaterialInput => ({
  codigoSap: '100245',
  descricao,
  unidade: 'm',
  quantidade: 10,
  especificacao: '',
  observacoes: '',
  extras: {},
  ...over,
});

/** A new list's body naming the four people (ids) and a SAP destination ready for planning. */
export function listaInput(
  pessoas: { quantificador: string; verificador: string; siteManager: string; coordenador: string },
  over: Partial<TListaInput> = {},
): TListaInput {
  return {
    titulo: 'Suportes de tubulação — área 200',
    disciplina: 'tubulacao',
    origem: 'obra',
    projeto: '',
    templateId: null,
    quantificadorId: pessoas.quantificador,
    verificadorId: pessoas.verificador,
    siteManagerId: pessoas.siteManager,
    coordenadorId: pessoas.coordenador,
    sap: { centro: '1010', deposito: 'OB14', elementoPep: 'OB-2025-014.02', dataNecessidade: '2026-12-15' },
    ...over,
  };
}

export async function createListaAs(who: Client, obra: string, body: TListaInput): Promise<TLista> {
  const res = await who.post(`/api/obras/${obra}/materiais`, body);
  expect(res.statusCode, res.body).toBe(201);
  return ZLista.parse(res.json());
}

export async function readLista(who: Client, id: string): Promise<TLista> {
  const res = await who.get(`/api/materiais/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZLista.parse(res.json());
}

export async function readLinhas(who: Client, id: string) {
  const res = await who.get(`/api/materiais/${id}/linhas`);
  expect(res.statusCode, res.body).toBe(200);
  return ZLinhasLista.parse(res.json());
}

/** Saves these lines over the list's current version. */
export async function saveLinhasAs(who: Client, id: string, linhas: TLinhaMaterialInput[]) {
  const { versao } = await readLinhas(who, id);
  const res = await who.put(`/api/materiais/${id}/linhas`, { versao, linhas });
  expect(res.statusCode, res.body).toBe(200);
  return ZLinhasLista.parse(res.json());
}

export const moveLista = (who: Client, id: string, movimento: string, body: Record<string, unknown> = {}) =>
  who.post(`/api/materiais/${id}/movimentos/${movimento}`, body);

/** The demo people the materials tests sign in as (by the name before `@demo.obras.dev`), and two made here. */
export const PESSOAS = [
  'admin',
  'campo',
  'automacao',
  'gestor',
  'coordenador',
  'planejamento',
  'leitura',
  'cliente',
  'substituto',
  'editor',
  'adminMateriais',
] as const;
export type Pessoa = (typeof PESSOAS)[number];

/** LM-001 and LM-002's people on OB-2025-014, by their user ids. */
export type PessoasDaLista = {
  quantificador: string;
  verificador: string;
  siteManager: string;
  coordenador: string;
};

export interface MateriaisTeam {
  t: TestApp;
  people: Record<Pessoa, Client>;
  ids: PessoasDaLista;
  /** OB-2025-014, the obra of the demo lists. */
  linha3: string;
}

/**
 * Everyone the materials tests need, signed in: the demo's people, plus sgi@ given `editor_materiais` and
 * juridico@ given `admin_materiais` through the users API (as an administrator would), so that both roles are
 * tried on real lists. `editor` and `adminMateriais` name them.
 */
export async function materiaisTeam(t: TestApp): Promise<MateriaisTeam> {
  const [admin] = await signedInAs(t, ['admin']);
  for (const [email, roles] of [
    ['sgi@demo.obras.dev', ['admin_sgi', 'editor_materiais']],
    ['juridico@demo.obras.dev', ['admin_juridico', 'admin_materiais']],
  ] as const) {
    const res = await admin!.patch(`/api/usuarios/${await userIdOf(admin!, email)}`, { roles });
    expect(res.statusCode, res.body).toBe(200);
  }
  const demo = PESSOAS.filter((p) => p !== 'editor' && p !== 'adminMateriais');
  const clients = await signedInAs(t, [...demo, 'sgi', 'juridico']);
  const people = Object.fromEntries(
    [...demo, 'editor', 'adminMateriais'].map((name, i) => [name, clients[i]!]),
  ) as Record<Pessoa, Client>;
  const id = (name: string) => userIdOf(admin!, `${name}@demo.obras.dev`);
  return {
    t,
    people,
    ids: {
      quantificador: await id('campo'),
      verificador: await id('automacao'),
      siteManager: await id('gestor'),
      coordenador: await id('coordenador'),
    },
    linha3: await obraIdOf(admin!, 'OB-2025-014'),
  };
}

/** The releases of the chain, each by the person LM-001 names for its stage. */
export const LIBERACOES = [
  ['liberar_verificacao', 'campo'],
  ['liberar_site_manager', 'automacao'],
  ['liberar_coordenador', 'gestor'],
  ['liberar_planejamento', 'coordenador'],
] as const;

/** Who holds a list of OB-2025-014 (named as the demo lists name them) in each status. */
export const QUEM_ESTA_COM: Record<TMateriaisStatus, Pessoa> = {
  REVISAR: 'campo',
  'EM ELABORAÇÃO': 'campo',
  'LIBERADO PARA VERIFICAÇÃO': 'automacao',
  'LIBERADO PARA SITE MANAGER': 'gestor',
  'LIBERADO PARA COORDENADOR': 'coordenador',
  'LIBERADO PARA PLANEJAMENTO': 'planejamento',
};

/** Makes a move that must succeed, answering the list as it is after it. */
export async function moved(who: Client, id: string, movimento: string, body: Record<string, unknown> = {}) {
  const res = await moveLista(who, id, movimento, body);
  expect(res.statusCode, res.body).toBe(200);
  return ZLista.parse(res.json());
}

/**
 * A new list on OB-2025-014 with these lines, taken by its named people to `status` (REVISAR: released for
 * verification and returned by the verifier), as people do it through the API.
 */
export async function listaEm(
  team: MateriaisTeam,
  status: TMateriaisStatus,
  options: { titulo?: string; linhas?: TLinhaMaterialInput[] } = {},
): Promise<TLista> {
  const { people } = team;
  const titulo = options.titulo ?? `Lista em ${status.toLowerCase()}`;
  const lista = await createListaAs(people.campo, team.linha3, listaInput(team.ids, { titulo }));
  await saveLinhasAs(
    people.campo,
    lista.id,
    options.linhas ?? [
      linhaMaterial('Tubo aço carbono 2" SCH 40', { quantidade: 120.5 }),
      linhaMaterial('Curva 90° 2"', { unidade: 'pç', quantidade: 24, codigoSap: '100871' }),
    ],
  );
  const passos = status === 'REVISAR' ? 1 : MATERIAIS_STATUS.indexOf(status) - 1;
  for (const [move, who] of LIBERACOES.slice(0, passos)) await moved(people[who], lista.id, move);
  if (status === 'REVISAR')
    await moved(people.automacao, lista.id, 'devolver', { motivo: 'Faltam os suportes' });
  const current = await readLista(people.admin, lista.id);
  expect(current.status).toBe(status);
  return current;
}

/**
 * What a refused request must leave as it was: the list's row (status, version, revision, SAP document), its lines,
 * revisions and timeline, and the audit trail.
 */
export async function listaSnapshot(t: TestApp, id: string) {
  const db = t.database.db;
  const [lista] = await db
    .select({
      status: materiaisListas.status,
      versao: materiaisListas.versao,
      revisao: materiaisListas.revisao,
      totalLinhas: materiaisListas.totalLinhas,
      sapDocumento: materiaisListas.sapDocumento,
    })
    .from(materiaisListas)
    .where(eq(materiaisListas.id, id));
  const linhas = await db
    .select()
    .from(materiaisLinhas)
    .where(eq(materiaisLinhas.listaId, id))
    .orderBy(materiaisLinhas.ordem);
  const [revisoes] = await db
    .select({ n: count() })
    .from(materiaisRevisoes)
    .where(eq(materiaisRevisoes.listaId, id));
  const [movimentos] = await db
    .select({ n: count() })
    .from(workflowMoves)
    .where(eq(workflowMoves.entidadeId, id));
  return { lista, linhas, revisoes: revisoes!.n, movimentos: movimentos!.n, auditoria: await auditCount(t) };
}

/** How many lists OB-2025-014 (or any obra) has, straight from the database. */
export async function listaCount(t: TestApp, obraId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(materiaisListas)
    .where(eq(materiaisListas.obraId, obraId));
  return row!.n;
}

/** An .xlsx with a materials header and these lines (line 2 onwards), as someone fills one in Excel. */
export async function planilhaMateriais(
  linhas: (string | number | null)[][],
  header: string[] = ['Código SAP', 'Descrição', 'Unidade', 'Quantidade', 'Especificação', 'Observações'],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Materiais');
  sheet.addRow(header);
  for (const linha of linhas) sheet.addRow(linha);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a spreadsheet to the list's import (multipart, field `arquivo`), the way the web app does. */
export async function importarPlanilha(
  t: TestApp,
  who: Client,
  id: string,
  bytes: Buffer,
  options: { nome?: string; modo?: 'substituir' | 'acrescentar' } = {},
): Promise<Response> {
  return sendMultipart(
    t.app,
    `/api/materiais/${id}/linhas/importar?modo=${options.modo ?? 'substituir'}`,
    [['arquivo', { nome: options.nome ?? 'materiais.xlsx', bytes }]],
    { who },
  );
}

/** A downloaded .xlsx, opened. */
export async function workbookOf(res: Response): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook;
}
