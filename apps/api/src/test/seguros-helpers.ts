import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  ZApolice,
  ZApolicesPage,
  somarDias,
  todayInSaoPaulo,
  type TApolice,
  type TApoliceInput,
  type TApolicesPage,
  type TEndossoInput,
} from '@portal/domain';
import { segurosApolices, segurosEndossos } from '../modules/seguros/seguros.schema';
import type { Client } from './http-client';
import type { TestApp } from './test-app';

/** Today in São Paulo, and a day counted from it: the tests' dates move with the calendar. */
export const hoje = todayInSaoPaulo();
export const dia = (dias: number) => somarDias(hoje, dias);

let sequence = 0;

/** A policy number no other test of the run uses. */
export function uniqueNumero(prefix = 'AP'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}`;
}

/** A valid engineering-risk policy in force for a year from 30 days ago; `fields` replaces what it names. */
export function apoliceInput(fields: Partial<TApoliceInput> = {}): TApoliceInput {
  return {
    ramo: 'risco_engenharia',
    tipo: 'OCC',
    seguradora: 'Porto Seguro Cia. de Seguros Gerais',
    corretora: 'Beta Corretora',
    numero: uniqueNumero(),
    segurado: '',
    processoSusep: '',
    inicioVigencia: dia(-30),
    fimVigencia: dia(335),
    importanciaSegurada: '2500000.00',
    premio: '12000.00',
    franquia: 'R$ 10.000,00 por sinistro',
    coberturas: [{ descricao: 'Cobertura básica — obras civis', limite: '2500000.00', franquia: '' }],
    observacoes: '',
    ...fields,
  };
}

/** Registers a policy on the obra (201 expected) and answers it as the API does. */
export async function createApolice(
  who: Client,
  obraId: string,
  fields: Partial<TApoliceInput> = {},
): Promise<TApolice> {
  const res = await who.post(`/api/obras/${obraId}/seguros/apolices`, apoliceInput(fields));
  expect(res.statusCode, res.body).toBe(201);
  return ZApolice.parse(res.json());
}

export async function readApolice(who: Client, id: string): Promise<TApolice> {
  const res = await who.get(`/api/seguros/apolices/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZApolice.parse(res.json());
}

/** An endorsement (201 expected): the policy as it stands after it. */
export async function endossar(
  who: Client,
  apoliceId: string,
  endosso: Partial<TEndossoInput> & Pick<TEndossoInput, 'numero' | 'dataEmissao'>,
): Promise<TApolice> {
  const res = await who.post(`/api/seguros/apolices/${apoliceId}/endossos`, {
    descricao: 'Endosso de teste',
    ...endosso,
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZApolice.parse(res.json());
}

/** The policies list as the user sees it (one page of up to 100). */
export async function apolicesPage(who: Client, query = ''): Promise<TApolicesPage> {
  const res = await who.get(`/api/seguros/apolices?pageSize=100${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZApolicesPage.parse(res.json());
}

/** How many policies and endorsements the database holds, for checks that a refusal stored nothing. */
export async function segurosStored(t: TestApp): Promise<{ apolices: number; endossos: number }> {
  const db = t.database.db;
  const [apolices] = await db.select({ n: count() }).from(segurosApolices);
  const [endossos] = await db.select({ n: count() }).from(segurosEndossos);
  return { apolices: Number(apolices?.n), endossos: Number(endossos?.n) };
}

// The smallest file that file-type takes for a PDF.
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
