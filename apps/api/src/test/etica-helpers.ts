import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { and, count, eq, inArray, or } from 'drizzle-orm';
import { expect } from 'vitest';
import type { z } from 'zod';
import {
  ZEticaPage,
  ZRelato,
  ZRelatoCriado,
  ZRelatoPublico,
  type TNovoRelatoInput,
  type TRelato,
  type TRelatoCriado,
  type TRelatoPublico,
} from '@portal/domain';
import { eticaMensagens, eticaRelatos } from '../modules/etica/etica.schema';
import { arquivos } from '../modules/files/files.schema';
import { filesDirOf } from '../modules/files/local-disk-storage';
import { client, sendMultipart, type Client, type MultipartField, type Response } from './http-client';
import type { TestApp } from './test-app';

/** A file as the reporter picks it: its name on their device and its bytes. */
export interface Anexo {
  nome: string;
  bytes: Buffer;
}

/** Who sends a request of the channel: the browser's address, its User-Agent, and any cookies it holds. */
export interface Remetente {
  ip?: string;
  userAgent?: string;
  /** The Cookie header of a signed-in browser (the channel must not read it). */
  cookie?: string;
}

/** A plain, valid report; `over` replaces what it names. */
export function relatoInput(over: Partial<TNovoRelatoInput> = {}): TNovoRelatoInput {
  return {
    categoria: 'seguranca',
    relato: 'Os extintores do almoxarifado estão vencidos há meses e ninguém os troca.',
    local: 'Almoxarifado central',
    quando: 'Desde março',
    ...over,
  };
}

/**
 * Posts multipart/form-data exactly as a browser's fetch does: the fields as JSON in `dados`, the files in
 * `arquivos`. The body and its boundary come from the platform's own Request, not from hand-written bytes.
 */
export async function postMultipart(
  t: TestApp,
  url: string,
  dados: unknown,
  anexos: readonly Anexo[] = [],
  from: Remetente = {},
): Promise<Response> {
  const arquivos = anexos.map((a): MultipartField => ['arquivos', { nome: a.nome, bytes: a.bytes }]);
  return sendMultipart(t.app, url, [['dados', JSON.stringify(dados)], ...arquivos], {
    ip: from.ip,
    userAgent: from.userAgent,
    cookie: from.cookie,
  });
}

/** Sends a report through the public form (multipart). */
export const enviarRelato = (
  t: TestApp,
  dados: unknown,
  anexos: readonly Anexo[] = [],
  from: Remetente = {},
) => postMultipart(t, '/api/etica/publico/relatos', dados, anexos, from);

/** Sends a report that must be accepted: the protocol and key shown once. */
export async function relatoEnviado(
  t: TestApp,
  dados: Partial<TNovoRelatoInput> = {},
  anexos: readonly Anexo[] = [],
  from: Remetente = {},
): Promise<TRelatoCriado> {
  const res = await enviarRelato(t, relatoInput(dados), anexos, from);
  expect(res.statusCode, res.body).toBe(201);
  return ZRelatoCriado.parse(res.json());
}

/** A browser without a session, at an address (the wrong-key limit counts per address). */
export const anonimo = (t: TestApp, ip = '198.51.100.10'): Client => client(t.app, { ip });

/** The reporter's way back in: the answer to protocol and key. */
export const acompanhar = (t: TestApp, acesso: { protocolo: string; chave: string }, ip?: string) =>
  anonimo(t, ip).post('/api/etica/publico/acompanhamento', acesso);

/** What the reporter reads with the right key (200 expected). */
export async function visaoDoRelator(
  t: TestApp,
  acesso: { protocolo: string; chave: string },
  ip?: string,
): Promise<TRelatoPublico> {
  const res = await acompanhar(t, acesso, ip);
  expect(res.statusCode, res.body).toBe(200);
  return ZRelatoPublico.parse(res.json());
}

/** The reporter adds information (multipart, files optional). */
export const complementar = (
  t: TestApp,
  dados: { protocolo: string; chave: string; texto: string },
  anexos: readonly Anexo[] = [],
  from: Remetente = {},
) => postMultipart(t, '/api/etica/publico/complementos', dados, anexos, from);

/** The committee's list, one page. */
export async function relatosPage(who: Client, query = ''): Promise<z.infer<typeof ZEticaPage>> {
  const res = await who.get(`/api/etica/relatos?pageSize=100${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZEticaPage.parse(res.json());
}

/** A report's id, found by its protocol in a member's list. */
export async function relatoIdOf(membro: Client, protocolo: string): Promise<string> {
  const { items } = await relatosPage(membro, `busca=${encodeURIComponent(protocolo)}`);
  const found = items.find((r) => r.protocolo === protocolo);
  if (!found) throw new Error(`no report ${protocolo}`);
  return found.id;
}

export async function readRelato(membro: Client, id: string): Promise<TRelato> {
  const res = await membro.get(`/api/etica/relatos/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZRelato.parse(res.json());
}

/** A file a member sends for an answer or an investigation entry (the report's thread uploads; field `arquivo`). */
export async function anexoDoComite(t: TestApp, membro: Client, relatoId: string, anexo: Anexo) {
  const form = new FormData();
  form.append('arquivo', new Blob([new Uint8Array(anexo.bytes)]), anexo.nome);
  const request = new Request('http://x', { method: 'POST', body: form });
  const cookie = membro.jar.header();
  return t.app.inject({
    method: 'POST',
    url: `/api/registros/denuncia_etica/${relatoId}/comentarios/anexos`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type')!,
      'x-portal-request': '1',
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** A stored file's bytes, downloaded as `who` (200 expected). */
export async function downloaded(who: Client, arquivoId: string): Promise<Buffer> {
  const res = await who.get(`/api/arquivos/${arquivoId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

/** Words the test photo and PDF carry in their metadata: none may survive the upload. */
export const AUTORA = 'Joana Denunciante';
export const APARELHO = 'CelularDaJoana';
export const PRODUTOR = 'Digitalizador da Joana';
export const XMP_MARCA = 'xmp-da-joana';

/** A JPEG photo as a phone takes it: the owner, the camera and the GPS position in its EXIF. */
export async function fotoComExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8102e' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: AUTORA, Copyright: AUTORA, Make: APARELHO, Model: APARELHO },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '12/1 58/1 4/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '38/1 30/1 5/1',
      },
    })
    .toBuffer();
}

/**
 * A one-page PDF with its author and producer in the document information and an XMP stream naming the author,
 * written without object streams so that every one of them shows in the raw bytes.
 */
export async function pdfComAutor(): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.addPage([200, 200]).drawText('Nota fiscal', { x: 20, y: 100, size: 12 });
  const info = pdf.context.obj({
    Author: PDFString.of(AUTORA),
    Producer: PDFString.of(PRODUTOR),
    Creator: PDFString.of(APARELHO),
  });
  pdf.context.trailerInfo.Info = pdf.context.register(info);
  const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${AUTORA}" dc:identifier="${XMP_MARCA}"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  const stream = pdf.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' });
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(stream));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/**
 * A stored PDF written out again without object streams (which compress dictionaries), so that anything left of
 * its metadata would show in the bytes; and what pdf-lib reads of its document information.
 */
export async function pdfAberto(bytes: Buffer) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const plain = Buffer.from(await pdf.save({ useObjectStreams: false })).toString('latin1');
  return {
    plain,
    author: pdf.getAuthor(),
    producer: pdf.getProducer(),
    creator: pdf.getCreator(),
    metadata: pdf.catalog.get(PDFName.of('Metadata')),
  };
}

/** A report's row as stored. */
export async function relatoRow(t: TestApp, protocolo: string) {
  const [row] = await t.database.db.select().from(eticaRelatos).where(eq(eticaRelatos.protocolo, protocolo));
  if (!row) throw new Error(`no stored report ${protocolo}`);
  return row;
}

export const mensagensRows = (t: TestApp, relatoId: string) =>
  t.database.db.select().from(eticaMensagens).where(eq(eticaMensagens.relatoId, relatoId));

/** The file rows of a report and of its messages. */
export async function arquivosRows(t: TestApp, relatoId: string) {
  const mensagens = await mensagensRows(t, relatoId);
  const ids = mensagens.map((m) => m.id);
  return t.database.db
    .select()
    .from(arquivos)
    .where(
      or(
        and(eq(arquivos.entidade, 'denuncia_etica'), eq(arquivos.entidadeId, relatoId)),
        ids.length > 0
          ? and(eq(arquivos.entidade, 'etica_mensagem'), inArray(arquivos.entidadeId, ids))
          : undefined,
      ),
    );
}

function filesUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, entry) => n + (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : 1), 0);
}

/** What a refused sending must leave as it was: reports, messages, file rows and the files on disk. */
export async function eticaStored(t: TestApp) {
  const db = t.database.db;
  const [relatos] = await db.select({ n: count() }).from(eticaRelatos);
  const [mensagens] = await db.select({ n: count() }).from(eticaMensagens);
  const [files] = await db.select({ n: count() }).from(arquivos);
  return {
    relatos: Number(relatos?.n),
    mensagens: Number(mensagens?.n),
    arquivos: Number(files?.n),
    noDisco: filesUnder(filesDirOf(t.dataDir)),
  };
}
