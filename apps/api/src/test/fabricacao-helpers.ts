import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import {
  ZFabricacaoDetalhe,
  ZItem,
  type TCreateFabricacaoInput,
  type TFabricacaoDetalhe,
  type TItem,
  type TItemInput,
  type TOperacaoInput,
} from '@portal/domain';
import {
  fabCentros,
  fabFabricacoes,
  fabItens,
  fabOperacaoTipos,
  fabOperacoes,
} from '../modules/fabricacao/fabricacao.schema';
import type { Client } from './http-client';
import { auditCount, clienteIdOf, uniqueCodigo } from './obras-helpers';
import type { TestApp } from './test-app';

export { refused } from './posvendas-helpers';

export const FAB = '/api/fabricacoes';
export const fabUrl = (obra: string) => `${FAB}/${obra}`;
export const itensUrl = (obra: string) => `${FAB}/${obra}/itens`;
export const opUrl = (obra: string, op: string) => `${FAB}/${obra}/operacoes/${op}`;
export const DADOS_INVALIDOS = 'Os dados enviados são inválidos.';
export const NAO_ENCONTRADA = 'Fabricação não encontrada.';

/** A valid new fabrication for the client company named; `fields` replaces what it names. */
export async function fabricacaoInput(
  admin: Client,
  fields: Partial<TCreateFabricacaoInput> = {},
): Promise<TCreateFabricacaoInput> {
  return {
    codigo: uniqueCodigo('FB'),
    nome: 'Skid de teste',
    clienteId: await clienteIdOf(admin, 'Vale do Cedro'),
    cidade: 'Sorocaba',
    uf: 'SP',
    ...fields,
  };
}

/** Creates a fabrication through the API (201 expected). */
export async function novaFabricacao(
  who: Client,
  input: TCreateFabricacaoInput,
): Promise<TFabricacaoDetalhe> {
  const res = await who.post(FAB, input);
  expect(res.statusCode, res.body).toBe(201);
  return ZFabricacaoDetalhe.parse(res.json());
}

export async function lerFabricacao(who: Client, obra: string): Promise<TFabricacaoDetalhe> {
  const res = await who.get(fabUrl(obra));
  expect(res.statusCode, res.body).toBe(200);
  return ZFabricacaoDetalhe.parse(res.json());
}

export async function novoItem(who: Client, obra: string, input: TItemInput): Promise<TItem> {
  const res = await who.post(itensUrl(obra), input);
  expect(res.statusCode, res.body).toBe(201);
  return ZItem.parse(res.json());
}

/** Plans an operation of an item; answers the item with its operations. */
export async function novaOperacao(
  who: Client,
  obra: string,
  item: string,
  input: TOperacaoInput,
): Promise<TItem> {
  const res = await who.post(`${itensUrl(obra)}/${item}/operacoes`, input);
  expect(res.statusCode, res.body).toBe(201);
  return ZItem.parse(res.json());
}

/** Reports an operation finished on its planned dates (or on 2 and 3 November 2026 when it has none). */
export async function concluir(who: Client, obra: string, item: TItem, tipoId: string): Promise<TItem> {
  const op = item.operacoes.find((o) => o.tipo.id === tipoId)!;
  const res = await who.patch(opUrl(obra, op.id), {
    inicioReal: op.inicioPrevisto ?? '2026-11-02',
    fimReal: op.fimPrevisto ?? '2026-11-03',
    horasReais: op.horasPrevistas,
    versao: op.versao,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZItem.parse(res.json());
}

/** The operation kinds by code (the seven the migration seeds). */
export async function tiposPorCodigo(who: Client): Promise<Record<string, string>> {
  const res = await who.get('/api/fabrica/operacoes-tipos');
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().items as { id: string; codigo: string }[]).map((t) => [t.codigo, t.id]),
  );
}

/** Every row of the module and of the audit log, to show a refusal changed nothing. */
export async function fabricacaoStored(t: TestApp) {
  const { db } = t.database;
  const n = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0]!.n);
  return {
    fabricacoes: await n(fabFabricacoes),
    itens: await n(fabItens),
    operacoes: await n(fabOperacoes),
    centros: await n(fabCentros),
    tipos: await n(fabOperacaoTipos),
    audit: await auditCount(t),
  };
}
