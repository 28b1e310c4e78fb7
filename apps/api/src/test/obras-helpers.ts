import { and, count, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { ACESSO_NEGADO, withCnpjCheckDigits, type TCreateObraInput, type TObraDetalhe } from '@portal/domain';
import { auditLog } from '../modules/audit/audit.schema';
import { sendMultipart, type Client, type Response } from './http-client';
import { sessionAs } from './identity-helpers';
import type { TestApp } from './test-app';

// A real 1×1 PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One signed-in browser per demo account, by the name before `@demo.obras.dev` (no password check). */
export async function signedInAs<const N extends readonly string[]>(
  t: TestApp,
  names: N,
): Promise<{ [K in keyof N]: Client }> {
  const clients = await Promise.all(names.map((name) => sessionAs(t.app, `${name}@demo.obras.dev`)));
  return clients as { [K in keyof N]: Client };
}

/** The id of an obra found by its code, as an administrator lists it. */
export async function obraIdOf(admin: Client, codigo: string): Promise<string> {
  const res = await admin.get(`/api/obras?q=${encodeURIComponent(codigo)}`);
  const obra = (res.json().items as { id: string; codigo: string }[]).find((o) => o.codigo === codigo);
  if (!obra) throw new Error(`no obra ${codigo}`);
  return obra.id;
}

/** The id of a user found by e-mail, as an administrator lists them. */
export async function userIdOf(admin: Client, email: string): Promise<string> {
  const res = await admin.get(`/api/usuarios?q=${encodeURIComponent(email)}`);
  const user = (res.json().items as { id: string; email: string }[]).find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** The id of a client company found by (part of) its name. */
export async function clienteIdOf(admin: Client, nome: string): Promise<string> {
  const res = await admin.get(`/api/clientes?q=${encodeURIComponent(nome)}`);
  const [cliente] = res.json().items as { id: string }[];
  if (!cliente) throw new Error(`no client ${nome}`);
  return cliente.id;
}

let sequence = 0;

/** A new obra code no other test uses. */
export function uniqueCodigo(prefix = 'TS'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}`;
}

/** A valid CNPJ (check digits included) no other test of the file uses. */
export function uniqueCnpj(): string {
  sequence += 1;
  return withCnpjCheckDigits(
    `9${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(4, '0')}0001`,
  );
}

/** Creates an obra through the API (201 expected); the fields not given are plain, valid values. */
export async function buildObra(
  admin: Client,
  fields: Partial<TCreateObraInput> & { clienteId: string },
): Promise<TObraDetalhe> {
  const res = await admin.post('/api/obras', {
    codigo: uniqueCodigo(),
    nome: 'Galpão de testes',
    cidade: 'Salvador',
    uf: 'BA',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The audit rows of one record, oldest first. */
export async function auditOf(t: TestApp, entity: string, entityId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

/**
 * Every audit row of a change, for checks that a refusal wrote nothing. The refused attempt itself is logged
 * (action `acesso_negado`, audit/access-refusals.ts) but changes nothing, so it is not counted here.
 */
export async function auditCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(auditLog)
    .where(ne(auditLog.action, ACESSO_NEGADO));
  return Number(row?.total ?? 0);
}

/** Sends a file as multipart/form-data (field `arquivo`), the way the web app does. */
export async function putMultipart(
  t: TestApp,
  who: Client,
  url: string,
  name: string,
  bytes: Buffer,
): Promise<Response> {
  return sendMultipart(t.app, url, [['arquivo', { nome: name, bytes }]], { method: 'PUT', who });
}
