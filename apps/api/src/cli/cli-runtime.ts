import { ConfigError, loadConfig, type Config } from '../config/env';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock';
import { DatabaseUnavailableError, openDatabase, pgliteDirOf, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';

export interface CliRuntime {
  config: Config;
  database: Database;
  lock?: DataDirLock;
}

const OPERATOR_ERRORS = [ConfigError, DataDirLockedError, DatabaseUnavailableError];

/** Prints an operator's error as one line (a bug with its stack) and ends the process with status 1. */
export function failCli(error: unknown): never {
  const known = OPERATOR_ERRORS.some((kind) => error instanceof kind) || error instanceof CliUsageError;
  process.stderr.write(`${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
}

/** A command typed wrongly; the message says how to type it. */
export class CliUsageError extends Error {}

/**
 * Opens the configured database for a command-line tool, migrated. On the embedded database it takes DATA_DIR
 * first: a tool must not open PGlite while the portal has it open.
 */
export async function openForCli(command: string, options: { migrate?: boolean } = {}): Promise<CliRuntime> {
  const config = loadConfig();
  const lock = config.usesPostgres ? undefined : lockDataDir(config.DATA_DIR, command);
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: pgliteDirOf(config.DATA_DIR),
    });
    if (options.migrate !== false) await migrateDatabase(database);
    return { config, database, lock };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function closeCli(runtime: CliRuntime): Promise<void> {
  await runtime.database.close();
  runtime.lock?.release();
}

/** Reads `--name value` pairs and bare words from the command line. */
export function parseArgs(argv: string[]): { flags: Map<string, string | true>; positional: string[] } {
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) flags.set(name, inline);
      else if (next !== undefined && !next.startsWith('--')) {
        flags.set(name, next);
        i += 1;
      } else flags.set(name, true);
    } else positional.push(arg);
  }
  return { flags, positional };
}
