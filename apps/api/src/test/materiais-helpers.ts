import { expect } from 'vitest';
import {
  ZLinhasLista,
  ZLista,
  type TLinhaMaterialInput,
  type TLista,
  type TListaInput,
} from '@portal/domain';
import type { Client } from './http-client';

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
