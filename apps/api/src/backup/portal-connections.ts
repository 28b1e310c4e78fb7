import pg from 'pg';
import { PORTAL_APPLICATION_NAME } from '../db/database';

/** How many connections a running portal holds on this PostgreSQL database (restore needs none). */
export async function countPortalConnections(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
        where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
      [PORTAL_APPLICATION_NAME],
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
