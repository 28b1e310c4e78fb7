/**
 * npm run bench:export [-- 10000,100000]   (the sizes, in rows; `--linhas 10000,100000` when run with tsx directly)
 *
 * Memory of an Excel export as the list grows: for each size, a fresh PGlite data folder gets the demo company and
 * that many RDOs (one process), then another process (node --expose-gc) builds the portal in-process, asks for the
 * export of the whole RDO list as the administrator and samples process.memoryUsage() every 50 ms, after a full GC,
 * until the job is over. The export streams pages of the list into the spreadsheet, so its peak should not depend on
 * the number of rows: the ratio of the peaks (largest size over smallest) is the figure, and "flat" means close to 1.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SAMPLE_MS = 50;
const MB = 1024 * 1024;

interface Measure {
  linhas: number;
  segundos: number;
  arquivoBytes: number;
  amostras: number;
  base: { rss: number; heapUsed: number; external: number };
  pico: { rss: number; heapUsed: number; external: number };
}

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** DATA_DIR with the demo company and `rows` more RDOs spread over its obras (dates from 1960 on, one a day). */
async function seed(rows: number): Promise<void> {
  const { sql } = await import('drizzle-orm');
  const { openDatabase, pgliteDirOf } = await import('../../apps/api/src/db/database');
  const { migrateDatabase } = await import('../../apps/api/src/db/migrate');
  const { seedDemoDataOnce } = await import('../../apps/api/src/seed/seed-demo');
  const database = await openDatabase({ pgliteDir: pgliteDirOf(process.env.DATA_DIR!) });
  await migrateDatabase(database);
  await seedDemoDataOnce(database);
  const { db } = database;
  const obras = await db.execute<{ id: string }>(sql`select id from obras order by codigo`);
  const ids = (obras as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const autor = await db.execute<{ id: string }>(
    sql`select id from users where email = 'gestor@demo.obras.dev'`,
  );
  const autorId = (autor as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const k = ids.length;
  const CHUNK = 10_000;
  for (let from = 0; from < rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK) - 1;
    await db.execute(sql`
      insert into rdos (obra_id, numero, data, status, autor_id, clima, chuva_mm, mao_de_obra, efetivo, equipamentos,
        ocorrencias, comentarios, horario_inicio, horario_fim)
      select (${`{${ids.join(',')}}`}::uuid[])[1 + i % ${k}], 100000 + i / ${k}, date '1960-01-01' + i / ${k},
        case i % 10 when 0 then 'devolvido' when 1 then 'finalizado' else 'aprovado' end, ${autorId}::uuid,
        '{"manha":{"tempo":"claro","condicao":"praticavel"},"tarde":{"tempo":"nublado","condicao":"praticavel"},"noite":null}'::jsonb,
        case when i % 4 = 0 then (i % 37) + 0.5 else null end,
        '[{"funcao":"Pedreiro","empresa":"Gali","tipo":"propria","quantidade":6,"horas":9},{"funcao":"Servente","empresa":"Alfa","tipo":"terceirizada","quantidade":4,"horas":9}]'::jsonb,
        10, '[{"descricao":"Betoneira","quantidade":1,"operando":1,"parado":0}]'::jsonb,
        case when i % 7 = 0 then '[{"tipo":"paralisacao","descricao":"Chuva forte à tarde"}]'::jsonb else '[]'::jsonb end,
        'Concretagem da laje do ' || (i % 12 + 1) || 'º pavimento.', '07:00', '17:00'
      from generate_series(${from}::int, ${to}::int) as i`);
  }
  // As after any bulk load: PGlite has no autovacuum.
  await db.execute(sql`vacuum analyze`);
  await database.close();
}

/** Builds the portal in this process, exports the RDO list as the administrator and samples the memory. */
async function measure(): Promise<Measure> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('rode com node --expose-gc');
  const { loadConfig } = await import('../../apps/api/src/config/env');
  const { buildApp } = await import('../../apps/api/src/app');
  const { openDatabase, pgliteDirOf } = await import('../../apps/api/src/db/database');
  const { filesDirOf, LocalDiskStorage } =
    await import('../../apps/api/src/modules/files/local-disk-storage');
  const { client } = await import('../../apps/api/src/test/http-client');
  const config = loadConfig({ ...process.env, RATE_LIMIT_PER_MINUTE: '100000000' });
  const database = await openDatabase({ pgliteDir: pgliteDirOf(config.DATA_DIR) });
  const app = await buildApp(
    { config, database, storage: new LocalDiskStorage(filesDirOf(config.DATA_DIR)), ssoIssuerUrl: null },
    { logger: false },
  );
  const admin = client(app);
  const signIn = await admin.post('/api/auth/sign-in', {
    email: 'admin@demo.obras.dev',
    password: 'Demo@1234',
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body}`);
  // The portal's start-up work (the RDO delay check runs 5 s after start) is over before measuring.
  await new Promise((resolve) => setTimeout(resolve, 7_000));
  await app.jobs.idle();
  // exceljs loads with the first export: load it now, so the baseline already holds the library.
  await import('exceljs');

  const read = () => {
    gc();
    const m = process.memoryUsage();
    return { rss: m.rss, heapUsed: m.heapUsed, external: m.external };
  };
  const base = read();
  const pico = { ...base };
  let amostras = 0;
  const timer = setInterval(() => {
    const m = read();
    amostras += 1;
    pico.rss = Math.max(pico.rss, m.rss);
    pico.heapUsed = Math.max(pico.heapUsed, m.heapUsed);
    pico.external = Math.max(pico.external, m.external);
  }, SAMPLE_MS);
  const started = performance.now();
  const asked = await admin.post('/api/exportacoes', { lista: 'diarios', filtros: {} });
  if (asked.statusCode !== 202) throw new Error(`exportação: ${asked.statusCode} ${asked.body}`);
  const { id } = asked.json<{ id: string }>();
  // The job runs in the background; poll as the menu of exports does, until it is over.
  let done: { status: string; linhas: number; erro: string | null };
  for (;;) {
    done = (await admin.get(`/api/exportacoes/${id}`)).json();
    if (done.status === 'pronta' || done.status === 'falhou') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const segundos = (performance.now() - started) / 1000;
  clearInterval(timer);
  if (done.status !== 'pronta') throw new Error(`a exportação falhou: ${done.erro}`);
  const file = await admin.get(`/api/exportacoes/${id}/arquivo`);
  await app.close();
  await database.close();
  return { linhas: done.linhas, segundos, arquivoBytes: file.rawPayload.length, amostras, base, pico };
}

function runChild(args: string[], env: Record<string, string>, nodeArgs: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...nodeArgs, '--import', 'tsx', 'bench/src/export-memory.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} saiu com ${code}`)),
    );
  });
}

const mb = (bytes: number) => (bytes / MB).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
const n = (value: number) => value.toLocaleString('pt-BR');

async function main(): Promise<void> {
  // `--linhas 10000,100000`, or the list alone: npm keeps `--linhas` for itself when run through the root script.
  const given = argValue('linhas') ?? process.argv.slice(2).find((a) => /^\d+(,\d+)*$/.test(a));
  const sizes = (given ?? process.env.BENCH_EXPORT_ROWS ?? '10000,100000').split(',').map(Number);
  const results: Measure[] = [];
  for (const rows of sizes) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-export-'));
    try {
      process.stderr.write(`Semeando ${n(rows)} RDOs...\n`);
      await runChild(['--seed', String(rows)], { DATA_DIR: dataDir });
      process.stderr.write(`Exportando...\n`);
      const out = await runChild(['--measure'], { DATA_DIR: dataDir }, ['--expose-gc']);
      results.push(JSON.parse(out.trim().split('\n').at(-1)!) as Measure);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const lines = [
    `Exportação da lista de RDOs para o Excel (PGlite, administrador, a lista inteira; memória após um GC completo a cada ${SAMPLE_MS} ms, que o tempo inclui)`,
    'linhas    | tempo   | amostras | arquivo  | RSS base → pico (MB) | heap base → pico (MB) | external base → pico (MB)',
  ];
  for (const r of results)
    lines.push(
      [
        n(r.linhas).padEnd(9),
        `${r.segundos.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`.padEnd(7),
        String(r.amostras).padEnd(8),
        `${mb(r.arquivoBytes)} MB`.padEnd(8),
        `${mb(r.base.rss)} → ${mb(r.pico.rss)}`.padEnd(20),
        `${mb(r.base.heapUsed)} → ${mb(r.pico.heapUsed)}`.padEnd(21),
        `${mb(r.base.external)} → ${mb(r.pico.external)}`,
      ].join(' | '),
    );
  const [small, large] = [results[0]!, results.at(-1)!];
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  lines.push(
    `razão ${n(large.linhas)} / ${n(small.linhas)} linhas: RSS pico ${ratio(large.pico.rss, small.pico.rss)}, ` +
      `heap pico ${ratio(large.pico.heapUsed, small.pico.heapUsed)}, ` +
      `external pico ${ratio(large.pico.external, small.pico.external)}, ` +
      `crescimento do heap sobre a base ${ratio(large.pico.heapUsed - large.base.heapUsed, small.pico.heapUsed - small.base.heapUsed)} ` +
      `(1 = memória plana; as linhas cresceram ${ratio(large.linhas, small.linhas)}×)`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.argv.includes('--seed')) await seed(Number(argValue('seed')));
else if (process.argv.includes('--measure')) process.stdout.write(`${JSON.stringify(await measure())}\n`);
else await main();
