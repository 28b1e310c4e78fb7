import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  ZContrato,
  withCnpjCheckDigits,
  type TContrato,
  type TContratoDadosInput,
  type TContratoItemInput,
  type TContratoStatus,
} from '@portal/domain';
import { contratos } from '../modules/contratos/contratos.schema';
import type { Client } from './http-client';
import type { TestApp } from './test-app';

/** A valid CNPJ of a subcontractor (check digits included). */
export const CNPJ_MONTADORA = withCnpjCheckDigits('774411220001');

/** A new contract's body naming the three people (ids). */
export function contratoInput(
  pessoas: { responsavel: string; gestor: string; validador: string },
  over: Partial<TContratoDadosInput> = {},
): TContratoDadosInput {
  return {
    objeto: 'Pintura industrial das estruturas metálicas do galpão 2',
    parteTipo: 'subcontratada',
    parteNome: 'Pinturas Técnicas do Sul Ltda.',
    parteCnpj: CNPJ_MONTADORA,
    inicio: '2026-02-02',
    fim: '2026-09-30',
    responsavelId: pessoas.responsavel,
    gestorId: pessoas.gestor,
    validadorId: pessoas.validador,
    observacoes: '',
    ...over,
  };
}

export const itemInput = (over: Partial<TContratoItemInput> = {}): TContratoItemInput => ({
  descricao: 'Pintura epóxi de estruturas',
  unidade: 'm²',
  quantidade: 1200,
  precoUnitario: '48.90',
  ...over,
});

export async function createContratoAs(
  who: Client,
  obra: string,
  body: TContratoDadosInput,
): Promise<TContrato> {
  const res = await who.post(`/api/obras/${obra}/contratos`, body);
  expect(res.statusCode, res.body).toBe(201);
  return ZContrato.parse(res.json());
}

export async function readContrato(who: Client, id: string): Promise<TContrato> {
  const res = await who.get(`/api/contratos/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZContrato.parse(res.json());
}

export async function addItemAs(who: Client, id: string, item: TContratoItemInput = itemInput()) {
  const res = await who.post(`/api/contratos/${id}/itens`, item);
  expect(res.statusCode, res.body).toBe(201);
  return ZContrato.parse(res.json());
}

export const moveContrato = (
  who: Client,
  id: string,
  movimento: string,
  body: Record<string, unknown> = {},
) => who.post(`/api/contratos/${id}/movimentos/${movimento}`, body);

/** Makes a move that must succeed, answering the contract as it is after it. */
export async function movedContrato(
  who: Client,
  id: string,
  movimento: string,
  body: Record<string, unknown> = {},
) {
  const res = await moveContrato(who, id, movimento, body);
  expect(res.statusCode, res.body).toBe(200);
  return ZContrato.parse(res.json());
}

/** Which flow a contract is in: a contract, a termination (distrato) under way, or cancelled. */
export type ContratoFluxo = 'contrato' | 'distrato' | 'cancelado';

/**
 * Puts contracts straight into a status in the database (a test's set-up: the moves that lead there are tested on
 * their own), in a flow: by default the contract's own (no termination under way, not cancelled).
 */
export async function putInStatus(
  t: TestApp,
  ids: readonly string[],
  status: TContratoStatus,
  fluxo: ContratoFluxo = 'contrato',
): Promise<void> {
  for (const id of ids)
    await t.database.db
      .update(contratos)
      .set({
        status,
        emCancelamento: fluxo === 'distrato',
        cancelado: fluxo === 'cancelado',
        versao: sql`${contratos.versao} + 1`,
      })
      .where(eq(contratos.id, id));
}

/** The contract as stored, to check that a refused request changed nothing. */
export async function contratoStored(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(contratos).where(eq(contratos.id, id));
  return row;
}
