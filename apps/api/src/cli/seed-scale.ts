import { eq, sql } from 'drizzle-orm';
import { appMeta } from '../modules/platform/meta.schema';
import { hashPassword } from '../modules/identity/password';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { scaleGenerators } from '../seed/scale';
import { seedDemoDataOnce } from '../seed/seed-demo';
import { seededRandom, type ScaleContext } from '../seed/scale/scale-context';
import { CliUsageError, closeCli, failCli, openForCli, parseArgs } from './cli-runtime';

const MARKER = 'scale_data';

function readCount(flags: Map<string, string | true>, name: string, fallback: number): number {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 10_000_000) {
    throw new CliUsageError(`--${name} precisa de um número inteiro positivo (recebido "${String(raw)}").`);
  }
  return value;
}

/**
 * npm run seed:scale -- --obras 500 --users 5000 --rdos-por-obra 150
 * Fills the configured database with a large, reproducible data set for benchmarks. Runs once per database.
 */
try {
  const { flags } = parseArgs(process.argv.slice(2));
  const options = {
    obras: readCount(flags, 'obras', 500),
    users: readCount(flags, 'users', 5000),
    rdosPorObra: readCount(flags, 'rdos-por-obra', 150),
  };
  const runtime = await openForCli('npm run seed:scale');
  // The demo company comes first: its accounts are how people (and the benchmark) sign in to a scale database.
  await seedDemoDataOnce(runtime.database);
  const existing = await runtime.database.db.select().from(appMeta).where(eq(appMeta.key, MARKER));
  if (existing.length > 0) {
    process.stdout.write(
      `A base de escala já foi gerada neste banco (${JSON.stringify(existing[0]!.value)}); nada foi alterado.\n`,
    );
  } else {
    const started = Date.now();
    await runtime.database.db.transaction(async (tx) => {
      const context: ScaleContext = {
        db: tx,
        options,
        random: seededRandom(20261121),
        passwordHash: await hashPassword(DEMO_PASSWORD),
        clienteIds: [],
        siteManagerIds: [],
        userIds: [],
        obraIds: [],
        log: (message) => process.stdout.write(`  ${message}\n`),
      };
      for (const generator of scaleGenerators) {
        process.stdout.write(`Gerando ${generator.name}...\n`);
        await generator.run(context);
      }
      await tx
        .insert(appMeta)
        .values({ key: MARKER, value: { ...options, geradoEm: new Date().toISOString() } });
    });
    // As after any bulk load: PGlite has no autovacuum, and PostgreSQL's would get to these tables only later.
    // VACUUM also marks the pages all-visible, which lets counts be answered from an index alone.
    await runtime.database.db.execute(sql`vacuum analyze`);
    process.stdout.write(
      `Base de escala pronta em ${((Date.now() - started) / 1000).toFixed(1)} s. Senha de todas as contas: ${DEMO_PASSWORD}\n`,
    );
  }
  await closeCli(runtime);
} catch (error) {
  failCli(error);
}
