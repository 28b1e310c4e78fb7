import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, todayInSaoPaulo, type TOs, type TOsInput, type TOsTipo } from '@portal/domain';
import { eapItens, ordensServico } from '../modules/field/field.schema';
import type { Client } from './http-client';
import type { TestApp } from './test-app';

/**
 * An obra's EAP items of a team by description, read straight from the database: the orders' tests need the ids of
 * the demo's EAP whatever screen (or none yet) edits it.
 */
export async function eapIdsOf(t: TestApp, obraId: string, tipo: TOsTipo): Promise<Map<string, string>> {
  const rows = await t.database.db
    .select({ id: eapItens.id, descricao: eapItens.descricao })
    .from(eapItens)
    .where(and(eq(eapItens.obraId, obraId), eq(eapItens.tipo, tipo)));
  return new Map(rows.map((r) => [r.descricao, r.id]));
}

/** Puts one leaf item into an obra's EAP (an obra the demo gives no EAP), answering its id. */
export async function insertEapLeaf(
  t: TestApp,
  obraId: string,
  tipo: TOsTipo,
  descricao: string,
): Promise<string> {
  const [row] = await t.database.db
    .insert(eapItens)
    .values({ obraId, tipo, ordem: 0, descricao, unidade: 'un', quantidade: 10, peso: 1 })
    .returning({ id: eapItens.id });
  return row!.id;
}

/** How many service orders there are (of one obra, when given): what a refused opening must leave as it was. */
export async function osCount(t: TestApp, obraId?: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(ordensServico)
    .where(obraId ? eq(ordensServico.obraId, obraId) : undefined);
  return Number(row?.n ?? 0);
}

/** A plain, valid order: two weeks from today, no items unless given. */
export function osInput(overrides: Partial<TOsInput> = {}): TOsInput {
  const hoje = todayInSaoPaulo();
  return {
    titulo: 'Montagem de suportes da tubulação',
    escopo: 'Suportes dos eixos G a J.',
    prioridade: 'media',
    local: 'Galpão de envase',
    inicioPrevisto: hoje,
    fimPrevisto: addDays(hoje, 14),
    itens: [],
    ...overrides,
  };
}

/** Opens an order through the API (201 expected). */
export async function buildOs(
  who: Client,
  obraId: string,
  tipo: TOsTipo,
  overrides: Partial<TOsInput> = {},
): Promise<TOs> {
  const res = await who.post(`/api/obras/${obraId}/ordensServico/${tipo}`, osInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Makes a move of an order that is expected to succeed. */
export async function moveOs(
  who: Client,
  os: Pick<TOs, 'id' | 'tipo'>,
  movimento: string,
  body: unknown = {},
): Promise<TOs> {
  const res = await who.post(`/api/ordensServico/${os.tipo}/${os.id}/movimentos/${movimento}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An order's data as the edit form sends it back (the items with their quantities). */
export function osEditInput(os: TOs, overrides: Partial<TOsInput> = {}): TOsInput {
  return {
    titulo: os.titulo,
    escopo: os.escopo,
    prioridade: os.prioridade,
    local: os.local,
    responsavelId: os.responsavel?.id ?? null,
    inicioPrevisto: os.inicioPrevisto,
    fimPrevisto: os.fimPrevisto,
    equipe: os.equipe,
    itens: os.itens.map((i) => ({ eapItemId: i.eapItemId, quantidade: i.quantidade })),
    ...overrides,
  };
}
