import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { ZArquivo } from '@portal/domain';
import { ConfigError, loadConfig, type S3Settings } from '../../config/env';
import { NotFound } from '../../errors/domain-errors';
import { sessionAs } from '../../test/identity-helpers';
import { freePort } from '../../test/process-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { arquivos } from './files.schema';
import { filesDirOf, LocalDiskStorage, newStorageKey } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import { describeStorage, storageFromConfig, StorageUnavailableError } from './storage-from-config';

/** s3rver: a real S3 HTTP server (its own XML API, signatures and multipart uploads), storing on disk. No types. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverServer;

const BUCKET = 'portal-teste';
// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function bytesOf(stream: Readable): Promise<Buffer> {
  return Buffer.concat(await stream.toArray());
}

describe('S3Storage, against a real S3 server (s3rver)', () => {
  let server: S3rverServer;
  let serverDir: string;
  let settings: S3Settings;
  let storage: S3Storage;
  let prefixed: S3Storage;

  /** The bucket's object names under `prefix`, read with the S3 API itself. */
  async function objectsUnder(prefix = ''): Promise<string[]> {
    const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    return (listed.Contents ?? []).map((o) => o.Key!);
  }

  beforeAll(async () => {
    serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: serverDir,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    settings = loadConfig({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      // s3rver's fixed keys: it checks every request's signature against them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }).s3!;
    storage = new S3Storage(settings);
    prefixed = new S3Storage({ ...settings, prefix: 'portal/arquivos/' });
  });

  afterAll(async () => {
    storage?.destroy();
    prefixed?.destroy();
    await server?.close();
    fs.rmSync(serverDir, { recursive: true, force: true });
  });

  it('streams a multi-megabyte file in parts, without waiting for its end, and reads back the same bytes', async () => {
    // Records each S3 operation once the server has answered it.
    const answered: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        answered.push(context.commandName as string);
        return result;
      },
      { step: 'initialize', name: 'recordAnswered' },
    );
    const sent = createHash('sha256');
    let size = 0;
    // 6 MB, then nothing more until the server has stored a first part: an upload that held the whole file before
    // sending would wait here forever. Then 6 MB more and an odd tail.
    async function* body() {
      const chunk = (bytes: number) => {
        const data = randomBytes(bytes);
        sent.update(data);
        size += data.length;
        return data;
      };
      for (let i = 0; i < 96; i++) yield chunk(64 * 1024);
      while (!answered.includes('UploadPartCommand')) await new Promise((r) => setTimeout(r, 20));
      for (let i = 0; i < 96; i++) yield chunk(64 * 1024);
      yield chunk(12_345);
    }
    const key = newStorageKey();
    try {
      await storage.write(key, Readable.from(body()));
    } finally {
      storage.client.middlewareStack.remove('recordAnswered');
    }
    expect(size).toBe(12 * 1024 * 1024 + 12_345);
    expect(answered).toContain('CreateMultipartUploadCommand');
    expect(answered).toContain('CompleteMultipartUploadCommand');
    expect(answered).not.toContain('PutObjectCommand');

    const stream = await storage.read(key);
    const received = createHash('sha256');
    let receivedSize = 0;
    for await (const data of stream as AsyncIterable<Buffer>) {
      received.update(data);
      receivedSize += data.length;
    }
    expect(receivedSize).toBe(size);
    expect(received.digest('hex')).toBe(sent.digest('hex'));
    expect(await objectsUnder(key)).toEqual([key]);
  });

  it('stores a small file in one request', async () => {
    const key = newStorageKey();
    await storage.write(key, Readable.from([PNG]));
    expect((await bytesOf(await storage.read(key))).equals(PNG)).toBe(true);
  });

  it('answers NotFound for a key never written', async () => {
    const read = storage.read(newStorageKey());
    await expect(read).rejects.toBeInstanceOf(NotFound);
    await expect(read).rejects.toThrow('Arquivo não encontrado.');
  });

  it('removes a file (then NotFound), and removing it again is fine', async () => {
    const key = newStorageKey();
    await storage.write(key, Readable.from([Buffer.from('conteúdo')]));
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toBeInstanceOf(NotFound);
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.remove(newStorageKey())).resolves.toBeUndefined();
    expect(await objectsUnder(key)).toEqual([]);
  });

  it('keeps the files under S3_PREFIX, apart from the rest of the bucket', async () => {
    const key = newStorageKey();
    await prefixed.write(key, Readable.from([PNG]));
    expect(await objectsUnder(`portal/arquivos/${key.slice(0, 2)}`)).toContain(`portal/arquivos/${key}`);
    expect(await objectsUnder(key)).toEqual([]);
    expect((await bytesOf(await prefixed.read(key))).equals(PNG)).toBe(true);
    await expect(storage.read(key)).rejects.toBeInstanceOf(NotFound);
    // An object of the same name outside the prefix is not the portal's.
    const other = newStorageKey();
    await storage.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: other, Body: PNG }));
    await expect(prefixed.read(other)).rejects.toBeInstanceOf(NotFound);
    await prefixed.remove(key);
    expect(await objectsUnder(`portal/arquivos/${key}`)).toEqual([]);
  });

  it('refuses a key that newStorageKey() would not make, before any request', async () => {
    for (const key of ['../segredo', 'ab/cd/../../x', `ab/cd/${'0'.repeat(36)}/mais`, '']) {
      await expect(storage.write(key, Readable.from([PNG]))).rejects.toThrow(
        'chave de armazenamento inválida',
      );
      await expect(storage.read(key)).rejects.toThrow('chave de armazenamento inválida');
      await expect(storage.remove(key)).rejects.toThrow('chave de armazenamento inválida');
    }
  });

  it('rejects when the source fails mid-upload, ends the source and leaves no object', async () => {
    const key = newStorageKey();
    async function* failing() {
      for (let i = 0; i < 112; i++) yield randomBytes(64 * 1024); // 7 MB: a first part is sent
      throw new Error('envio interrompido');
    }
    const source = Readable.from(failing());
    await expect(storage.write(key, source)).rejects.toThrow();
    expect(source.destroyed).toBe(true);
    await expect(storage.read(key)).rejects.toBeInstanceOf(NotFound);
  });

  describe('chosen by the configuration', () => {
    it('uses the disk without S3_BUCKET, and the bucket, checked, with it', async () => {
      const dataDir = path.join(os.tmpdir(), 'portal-sem-s3');
      const onDisk = await storageFromConfig(loadConfig({}), dataDir);
      expect(onDisk).toBeInstanceOf(LocalDiskStorage);
      expect((onDisk as LocalDiskStorage).root).toBe(filesDirOf(dataDir));
      expect(describeStorage(loadConfig({}), dataDir)).toBe(`em disco, em ${filesDirOf(dataDir)}`);

      const inBucket = await storageFromConfig({ s3: settings }, dataDir);
      expect(inBucket).toBeInstanceOf(S3Storage);
      (inBucket as S3Storage).destroy();
      expect(describeStorage({ s3: { ...settings, prefix: 'portal/' } }, dataDir)).toBe(
        `S3, bucket ${BUCKET} (pasta portal/) em ${settings.endpoint}`,
      );
    });

    it('stops the start with a clear message for a missing bucket, wrong keys or an unreachable server', async () => {
      await expect(storageFromConfig({ s3: { ...settings, bucket: 'nao-existe' } }, '/tmp')).rejects.toThrow(
        new StorageUnavailableError(
          `Armazenamento S3: o bucket "nao-existe" em ${settings.endpoint} não existe (S3_BUCKET).`,
        ),
      );
      // s3rver knows its access key ids but does not compute SigV4 signatures: an unknown id stands for wrong keys.
      await expect(storageFromConfig({ s3: { ...settings, accessKeyId: 'OUTRA' } }, '/tmp')).rejects.toThrow(
        /^Armazenamento S3: acesso negado a o bucket "portal-teste" .*; confira S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY\.$/,
      );
      const closedPort = await freePort();
      const unreachable = storageFromConfig(
        { s3: { ...settings, endpoint: `http://127.0.0.1:${closedPort}` } },
        '/tmp',
      );
      await expect(unreachable).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(unreachable).rejects.toThrow(
        /^Armazenamento S3: não foi possível usar o bucket "portal-teste" em /,
      );
    });

    it('reads the S3_* variables, with their defaults', () => {
      const minimal = loadConfig({
        S3_BUCKET: 'b1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'segredo',
      }).s3;
      expect(minimal).toEqual({
        bucket: 'b1',
        endpoint: undefined,
        region: 'us-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'segredo',
        forcePathStyle: false,
        prefix: '',
      });
      const full = loadConfig({
        S3_BUCKET: 'b1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'segredo',
        S3_ENDPOINT: 'https://minio.exemplo.com.br/',
        S3_REGION: 'sa-east-1',
        S3_PREFIX: '/portal/arquivos/',
      }).s3;
      expect(full).toMatchObject({
        endpoint: 'https://minio.exemplo.com.br',
        region: 'sa-east-1',
        forcePathStyle: true,
        prefix: 'portal/arquivos/',
      });
      const virtualHosted = loadConfig({
        S3_BUCKET: 'b1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'segredo',
        S3_ENDPOINT: 'https://s3.exemplo.com',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3;
      expect(virtualHosted?.forcePathStyle).toBe(false);
      expect(loadConfig({}).s3).toBeNull();
    });

    it('refuses a bucket without its keys, S3 settings without a bucket, and bad values, naming the variable', () => {
      const refused = (env: Record<string, string>) => {
        try {
          loadConfig(env);
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          return (error as Error).message;
        }
        throw new Error('aceito');
      };
      expect(refused({ S3_BUCKET: 'b1' })).toBe(
        'Configuração inválida: S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: obrigatórias quando S3_BUCKET está definido (a chave de acesso ao bucket).',
      );
      expect(refused({ S3_BUCKET: 'b1', S3_ACCESS_KEY_ID: 'id' })).toBe(
        'Configuração inválida: S3_SECRET_ACCESS_KEY: obrigatória quando S3_BUCKET está definido (a chave de acesso ao bucket).',
      );
      expect(refused({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe(
        'Configuração inválida: S3_BUCKET: obrigatório quando S3_ENDPOINT está definido (ou remova as variáveis S3_*).',
      );
      expect(refused({ S3_BUCKET: 'b1', S3_ENDPOINT: 'minio:9000' })).toMatch(
        /^Configuração inválida: S3_ENDPOINT: /,
      );
      expect(refused({ S3_BUCKET: 'b1', S3_PREFIX: 'portal/../outro' })).toMatch(
        /^Configuração inválida: S3_PREFIX: /,
      );
      expect(refused({ S3_BUCKET: 'b1', S3_FORCE_PATH_STYLE: 'sim' })).toMatch(
        /^Configuração inválida: S3_FORCE_PATH_STYLE: /,
      );
    });
  });

  describe('behind POST /api/arquivos', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ demo: true, storage: prefixed });
    });
    afterAll(() => t?.close());

    async function upload(cookie: string, name: string, bytes: Buffer) {
      const data = new FormData();
      data.append('arquivo', new Blob([bytes]), name);
      return t.app.inject({
        method: 'POST',
        url: '/api/arquivos',
        payload: data,
        headers: { 'x-portal-request': '1', cookie },
      });
    }

    it('stores an upload in the bucket under the prefix and its key, and downloads it from there', async () => {
      const gestor = await sessionAs(t.app, 'gestor@demo.obras.dev');
      const res = await upload(gestor.jar.header()!, 'foto da obra.png', PNG);
      expect(res.statusCode, res.body).toBe(201);
      const file = ZArquivo.parse(res.json());
      const [row] = await t.database.db.select().from(arquivos).where(eq(arquivos.id, file.id));
      expect(await objectsUnder(`portal/arquivos/${row!.storageKey}`)).toEqual([
        `portal/arquivos/${row!.storageKey}`,
      ]);
      expect(fs.existsSync(filesDirOf(t.dataDir))).toBe(false);

      const download = await gestor.get(`/api/arquivos/${file.id}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PNG)).toBe(true);
    });

    it('leaves nothing in the bucket for a refused file', async () => {
      const gestor = await sessionAs(t.app, 'gestor@demo.obras.dev');
      const before = await objectsUnder('portal/arquivos/');
      const elf = Buffer.concat([
        Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
        Buffer.alloc(5000, 1),
      ]);
      const res = await upload(gestor.jar.header()!, 'planta.png', elf);
      expect(res.statusCode).toBe(415);
      expect(await objectsUnder('portal/arquivos/')).toEqual(before);
    });
  });
});
