import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appMeta } from '../modules/platform/meta.schema';
import {
  createPortalData,
  spawnTs,
  stopProcess,
  waitForOutput,
  type PortalData,
  type TsProcess,
} from '../test/process-helpers';
import { lockDataDir } from './data-dir-lock';

const WRITER = 'apps/api/src/test/fixtures/write-until-killed.ts';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ACKS_BEFORE_KILL = 200;

describe('a kill -9 during writes', () => {
  let data: PortalData;
  let writer: TsProcess | undefined;

  beforeEach(async () => {
    // Migrated already (a copy of the run's template): the writer's own migration then finds nothing to do.
    data = await createPortalData({ from: 'migrated' });
  });

  afterEach(async () => {
    await stopProcess(writer);
    await data.cleanup();
  });

  it(`loses no acknowledged write on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}, and the next start opens the data`, async () => {
    writer = spawnTs(WRITER, [data.dataDir], data.env);
    await waitForOutput(writer, new RegExp(`^ack ${ACKS_BEFORE_KILL}$`, 'm'), 90_000);
    writer.child.kill('SIGKILL');
    expect(await writer.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const acked = [...writer.stdout.matchAll(/^ack (\d+)$/gm)].map((m) => Number(m[1]));
    expect(acked.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(acked).toEqual(acked.map((_, i) => i + 1));

    // The killed writer's lock names a pid that is gone: the next process takes DATA_DIR over.
    if (!onPostgres) lockDataDir(data.dataDir, 'próximo início').release();

    const database = await data.open();
    try {
      await database.ping();
      const rows = await database.db
        .select({ key: appMeta.key })
        .from(appMeta)
        .where(like(appMeta.key, 'dur-%'));
      const present = new Set(rows.map((row) => row.key));
      const lost = acked.filter((n) => !present.has(`dur-${n}`));
      console.info(
        `[durabilidade ${database.kind}] ${acked.length} escritas confirmadas antes do kill -9; ` +
          `${acked.length - lost.length} presentes depois, ${lost.length} perdidas; ${rows.length} linhas no banco.`,
      );

      expect(lost).toEqual([]);
      // At most the one transaction in flight when the process died may be there without its ack.
      expect(rows.length).toBeLessThanOrEqual(acked.length + 1);
      // The database takes new writes after its recovery.
      await database.db.insert(appMeta).values({ key: 'depois-do-kill', value: { ok: true } });
      expect(await database.db.$count(appMeta, eq(appMeta.key, 'depois-do-kill'))).toBe(1);
    } finally {
      await database.close();
    }
  }, 180_000);
});
