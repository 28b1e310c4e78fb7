import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZArquivo, ZProblem } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Client } from '../../test/http-client';
import { sessionAs } from '../../test/identity-helpers';
import { auditLog } from '../audit/audit.schema';
import { arquivos } from './files.schema';
import { filesDirOf } from './local-disk-storage';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// The start of a Linux executable, under an innocent name.
const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(5000, 1),
]);

function form(name: string, bytes: Buffer): FormData {
  const data = new FormData();
  data.append('arquivo', new Blob([bytes]), name);
  return data;
}

async function upload(
  t: TestApp,
  who: Client | null,
  data: FormData,
  headers: Record<string, string> = { 'x-portal-request': '1' },
) {
  const cookie = who?.jar.header();
  return t.app.inject({
    method: 'POST',
    url: '/api/arquivos',
    payload: data,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

function storedFiles(t: TestApp): string[] {
  const dir = filesDirOf(t.dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

function signedIn(t: TestApp, email: string): Promise<Client> {
  return sessionAs(t.app, email);
}

describe('POST /api/arquivos and GET /api/arquivos/:arquivo', () => {
  let t: TestApp;
  let gestor: Client;
  let leitura: Client;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { MAX_UPLOAD_MB: '0.02' } });
    [gestor, leitura, admin] = await Promise.all([
      signedIn(t, 'gestor@demo.obras.dev'),
      signedIn(t, 'leitura@demo.obras.dev'),
      signedIn(t, 'admin@demo.obras.dev'),
    ]);
  });
  afterAll(() => t.close());

  it('stores a picture under a generated key, with the type read from its bytes, and audits it', async () => {
    const res = await upload(t, gestor, form('../../etc/foto da obra.png', PNG));
    expect(res.statusCode, res.body).toBe(201);
    const file = ZArquivo.parse(res.json());
    expect(file).toMatchObject({ nome: 'foto da obra.png', mime: 'image/png', tamanho: PNG.length });
    expect(file.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    const [row] = await t.database.db.select().from(arquivos).where(eq(arquivos.id, file.id));
    expect(row!.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(storedFiles(t).some((p) => p.endsWith(row!.storageKey.split('/').pop()!))).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, file.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'arquivo', action: 'create' });
  });

  it('lets the uploader download the same bytes, as an attachment named as uploaded', async () => {
    const file = ZArquivo.parse((await upload(t, gestor, form('croqui.png', PNG))).json());
    const res = await gestor.get(`/api/arquivos/${file.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''croqui.png");
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const inline = await gestor.get(`/api/arquivos/${file.id}?inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline/);
  });

  it('answers another user exactly as for a file that does not exist, and lets an administrator in', async () => {
    const file = ZArquivo.parse((await upload(t, gestor, form('privado.png', PNG))).json());
    const other = await leitura.get(`/api/arquivos/${file.id}`);
    const missing = await leitura.get('/api/arquivos/00000000-0000-4000-8000-000000000000');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ detail: missing.json().detail, code: 'NOT_FOUND' });
    expect((await admin.get(`/api/arquivos/${file.id}`)).statusCode).toBe(200);
  });

  it('refuses a file whose content is not an accepted type, whatever its name, and stores nothing', async () => {
    const before = storedFiles(t).length;
    const rows = (await t.database.db.select().from(arquivos)).length;
    const res = await upload(t, gestor, form('planta.png', ELF));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.json().detail).toContain('Tipo de arquivo não aceito');
    expect(storedFiles(t)).toHaveLength(before);
    expect(await t.database.db.select().from(arquivos)).toHaveLength(rows);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and leaves nothing behind', async () => {
    const before = storedFiles(t).length;
    const res = await upload(t, gestor, form('medicao.csv', Buffer.alloc(40 * 1024, 'a')));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/limite de 20/);
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('recognises a CSV by its text content and name', async () => {
    const res = await upload(
      t,
      gestor,
      form('medicao.csv', Buffer.from('data;quantidade\n01/03/2026;12,5\n')),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mime).toBe('text/csv');
  });

  it('requires a signed-in user, the CSRF header and a multipart body', async () => {
    expect((await upload(t, null, form('a.png', PNG))).statusCode).toBe(401);
    expect((await upload(t, gestor, form('a.png', PNG), {})).statusCode).toBe(403);
    const json = await gestor.post('/api/arquivos', { arquivo: 'x' });
    expect(json.statusCode).toBe(415);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/arquivos',
      payload: new FormData(),
      headers: { 'x-portal-request': '1', cookie: gestor.jar.header()! },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/arquivos with a broken multipart body', () => {
  let t: TestApp;
  let gestor: Client;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    gestor = await signedIn(t, 'gestor@demo.obras.dev');
  });
  afterAll(() => t.close());

  const BOUNDARY = '----portal-teste';
  const PART_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="arquivo"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`;

  async function send(contentType: string, body: Buffer | string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/arquivos',
      payload: body,
      headers: { 'content-type': contentType, 'x-portal-request': '1', cookie: gestor.jar.header()! },
    });
  }

  it.each([
    [
      'without a boundary',
      'multipart/form-data',
      Buffer.concat([Buffer.from(PART_HEAD), PNG]),
      /não informa o boundary/,
    ],
    [
      'with a boundary too long to search for',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      PNG,
      /boundary .* inválido/,
    ],
    [
      'that is not multipart at all',
      `multipart/form-data; boundary=${BOUNDARY}`,
      'isto não é multipart',
      /malformado/,
    ],
    [
      'cut inside the part headers',
      `multipart/form-data; boundary=${BOUNDARY}`,
      PART_HEAD.slice(0, 60),
      /malformado/,
    ],
    [
      'cut before the closing boundary',
      `multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.concat([Buffer.from(PART_HEAD), PNG]),
      /interrompido/,
    ],
  ])(
    'answers a body %s with a 400 problem, stores nothing and logs no error',
    async (_name, type, body, detail) => {
      const files = storedFiles(t).length;
      const rows = (await t.database.db.select().from(arquivos)).length;
      const audits = (await t.database.db.select().from(auditLog)).length;
      const logged = vi.spyOn(t.app.log, 'error');
      try {
        const res = await send(type, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        const problem = ZProblem.parse(res.json());
        expect(problem).toMatchObject({ status: 400, instance: '/api/arquivos' });
        expect(problem.detail).toMatch(detail);
        expect(res.body).not.toMatch(/busboy|Boundary not found|node_modules/);
        expect(logged).not.toHaveBeenCalled();
      } finally {
        logged.mockRestore();
      }
      expect(storedFiles(t)).toHaveLength(files);
      expect(await t.database.db.select().from(arquivos)).toHaveLength(rows);
      expect(await t.database.db.select().from(auditLog)).toHaveLength(audits);
    },
  );
});
