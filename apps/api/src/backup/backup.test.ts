import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as tar from 'tar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCnpjCheckDigits } from '@portal/domain';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service';
import { filesDirOf, LocalDiskStorage, newStorageKey } from '../modules/files/local-disk-storage';
import { insertNewCliente } from '../modules/obras/clientes.service';
import { clientes, obras } from '../modules/obras/obras.schema';
import { projetos, projetosTransmittais } from '../modules/projetos/projetos.schema';
import { DEMO_OBRAS } from '../seed/demo-data';
import {
  createPortalData,
  freePorts,
  runCli,
  spawnTs,
  stopProcess,
  waitForOutput,
  type PortalData,
  type TsProcess,
} from '../test/process-helpers';

const BACKUP = 'apps/api/src/cli/backup.ts';
const RESTORE = 'apps/api/src/cli/restore.ts';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const kind = onPostgres ? 'postgres' : 'pglite';

describe(`backup and restore from the command line (${kind})`, () => {
  let data: PortalData;
  let workDir: string;
  let archive: string;
  let made: Awaited<ReturnType<typeof runCli>>;
  let storage: LocalDiskStorage;
  let server: TsProcess | undefined;
  const fileKey = newStorageKey();
  const fileBytes = randomBytes(300_000);

  /** What an operator would look at: the obras, one client by CNPJ, and the uploaded file. */
  async function look(cnpj?: string): Promise<{ obras: number; cliente: boolean; file: Buffer | null }> {
    const database = await data.open();
    try {
      const found = cnpj ? await database.db.$count(clientes, eq(clientes.cnpj, cnpj)) : 0;
      const stored = path.join(storage.root, fileKey);
      return {
        obras: await database.db.$count(obras),
        cliente: found === 1,
        file: fs.existsSync(stored) ? Buffer.concat(await (await storage.read(fileKey)).toArray()) : null,
      };
    } finally {
      await database.close();
    }
  }

  async function addCliente(nome: string, base: string): Promise<string> {
    const cnpj = withCnpjCheckDigits(base);
    const database = await data.open();
    await database.db.transaction((tx) => insertNewCliente(tx, SYSTEM_ACTOR, { nome, cnpj }));
    await database.close();
    return cnpj;
  }

  function dataDirEntries(): string[] {
    return fs.readdirSync(data.dataDir).sort();
  }

  beforeAll(async () => {
    // The demo company, as a first start of the portal leaves it: a copy of the run's template.
    data = await createPortalData({ from: 'demo' });
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backups-'));
    storage = new LocalDiskStorage(filesDirOf(data.dataDir));
    await storage.write(fileKey, Readable.from([fileBytes]));

    archive = path.join(workDir, 'b.tar.gz');
    made = await runCli(BACKUP, ['--out', archive], data.env);
  }, 120_000);

  afterAll(async () => {
    await stopProcess(server);
    await data?.cleanup();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('writes one archive holding the database and the uploaded file, and says so', () => {
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^Backup criado: .*\n$/);
    expect(made.stdout).toContain(`Backup criado: ${archive} (`);
    expect(made.stdout).toContain(`; banco ${kind}, 1 arquivo(s)).`);
    expect(fs.statSync(archive).size).toBeGreaterThan(fileBytes.length);
  });

  it('puts the obras and the file back byte for byte, and drops what was written after the backup', async () => {
    const later = await addCliente('Cliente Criado Depois do Backup Ltda.', '530284170001');
    const database = await data.open();
    // An obra's engineering documents and GRDs are never deleted with it (restrict): the loss takes them first.
    await database.db.delete(projetosTransmittais);
    await database.db.delete(projetos);
    await database.db.delete(obras);
    await database.close();
    await storage.remove(fileKey);
    expect(await look(later)).toEqual({ obras: 0, cliente: true, file: null });

    const restored = await runCli(RESTORE, [archive, '--confirmar'], data.env);

    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`restaurado (banco ${kind}, 1 arquivo(s))`);
    const after = await look(later);
    expect(after).toMatchObject({ obras: DEMO_OBRAS.length, cliente: false });
    expect(after.file?.equals(fileBytes)).toBe(true);
    // The embedded database that was replaced is kept aside for the operator, and the message says where.
    if (!onPostgres) {
      const aside = dataDirEntries().find((name) => name.startsWith('pgdata.antes-da-restauracao-'));
      expect(aside).toBeDefined();
      expect(restored.stdout).toContain(path.join(data.dataDir, aside!));
    }
  }, 120_000);

  it('refuses to restore without --confirmar and changes nothing', async () => {
    const later = await addCliente('Cliente Que Deve Ficar Ltda.', '640192380001');
    const entries = dataDirEntries();

    const refused = await runCli(RESTORE, [archive], data.env);

    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Repita com --confirmar');
    expect(refused.stdout).toBe('');
    const after = await look(later);
    expect(after).toMatchObject({ obras: DEMO_OBRAS.length, cliente: true });
    expect(after.file?.equals(fileBytes)).toBe(true);
    expect(dataDirEntries()).toEqual(entries);
  }, 60_000);

  describe('refuses a file that is not a backup of the portal, with a clear message and nothing changed', () => {
    it.each([
      ['a text file named .tar.gz', (file: string) => fs.writeFileSync(file, 'isto não é um backup\n')],
      [
        'a .tar.gz without manifest.json',
        async (file: string) => {
          fs.writeFileSync(path.join(workDir, 'leia-me.txt'), 'outro arquivo qualquer');
          await tar.create({ gzip: true, file, cwd: workDir }, ['leia-me.txt']);
        },
      ],
    ])(
      '%s',
      async (_, write) => {
        const file = path.join(workDir, `estranho-${randomBytes(4).toString('hex')}.tar.gz`);
        await write(file);
        const entries = dataDirEntries();

        const refused = await runCli(RESTORE, [file, '--confirmar'], data.env);

        expect(refused.code).not.toBe(0);
        const lines = refused.stderr.trim().split('\n');
        expect(lines).toEqual([expect.stringMatching(/^O arquivo não é um backup do Portal de Obras \(/)]);
        expect(dataDirEntries()).toEqual(entries);
        expect(await look()).toMatchObject({ obras: DEMO_OBRAS.length });
      },
      60_000,
    );
  });

  async function startServer(): Promise<TsProcess> {
    const [port, ssoPort] = await freePorts(2);
    const env = { ...data.env, PORT: String(port), DEV_SSO_PORT: String(ssoPort) };
    server = spawnTs('apps/api/src/main.ts', [], env);
    await waitForOutput(server, /Portal de Obras em \S+\n[\s\S]*?\n\n/, 60_000);
    return server;
  }

  if (onPostgres) {
    it('copies PostgreSQL while the portal runs, but refuses to restore until it stops', async () => {
      const running = await startServer();
      const live = path.join(workDir, 'ao-vivo.tar.gz');

      const copied = await runCli(BACKUP, ['--out', live], data.env);
      const refused = await runCli(RESTORE, [live, '--confirmar'], data.env);

      expect(copied.code).toBe(0);
      expect(fs.existsSync(live)).toBe(true);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('O portal ainda está conectado a este PostgreSQL');
      await stopProcess(running, 'SIGTERM');
      expect(await look()).toMatchObject({ obras: DEMO_OBRAS.length });
    }, 120_000);
  } else {
    it('refuses a backup while the portal holds DATA_DIR, naming the folder', async () => {
      const running = await startServer();
      const out = path.join(workDir, 'durante.tar.gz');

      const refused = await runCli(BACKUP, ['--out', out], data.env);

      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(/^A pasta de dados .*\n$/);
      expect(refused.stderr).toContain(`${data.dataDir} já está em uso pelo processo ${running.child.pid} `);
      expect(fs.existsSync(out)).toBe(false);
      await stopProcess(running, 'SIGTERM');
      expect(await running.exited).toEqual({ code: 0, signal: null });
    }, 120_000);
  }
});
