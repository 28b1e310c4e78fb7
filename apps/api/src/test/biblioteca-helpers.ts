import { expect } from 'vitest';
import type { TAcessoBiblioteca, TBibliotecaRaiz, TPastaConteudo } from '@portal/domain';
import { sendMultipart, type Client, type MultipartField, type Response } from './http-client';
import type { TestApp } from './test-app';

/** Sends a file to a library folder as the web app does (multipart; `caminho` first, for a dropped folder's file). */
export async function enviarArquivo(
  t: TestApp,
  who: Client,
  url: string,
  nome: string,
  bytes: Buffer,
  caminho?: string,
): Promise<Response> {
  const arquivo: MultipartField = ['arquivo', { nome, bytes }];
  return sendMultipart(t.app, url, caminho === undefined ? [arquivo] : [['caminho', caminho], arquivo], {
    who,
  });
}

/** Sends a file into a folder (201 expected) and answers the file as listed. */
export async function enviado(
  t: TestApp,
  who: Client,
  pastaId: string,
  nome: string,
  bytes: Buffer,
  caminho?: string,
) {
  const res = await enviarArquivo(t, who, `/api/biblioteca/pastas/${pastaId}/arquivos`, nome, bytes, caminho);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; nome: string; pastaId: string; versao: number; arquivoId: string };
}

/** Opens a library (an obra's, or the general one). */
export async function abrir(who: Client, obra?: string): Promise<TBibliotecaRaiz> {
  const res = await who.get(`/api/biblioteca${obra ? `?obra=${obra}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function conteudo(who: Client, pastaId: string, query = ''): Promise<TPastaConteudo> {
  const res = await who.get(`/api/biblioteca/pastas/${pastaId}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Makes a subfolder (201 expected). */
export async function novaPasta(who: Client, paiId: string, nome: string): Promise<string> {
  const res = await who.post('/api/biblioteca/pastas', { paiId, nome });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Gives a folder lists of its own (null: inherits again); 200 expected. */
export async function definirAcesso(who: Client, pastaId: string, acesso: Partial<TAcessoBiblioteca> | null) {
  const res = await who.put(`/api/biblioteca/pastas/${pastaId}/acesso`, { acesso });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
