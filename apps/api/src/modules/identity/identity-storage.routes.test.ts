import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { client } from '../../test/http-client';
import { mailedCode, mailedFirstLoginLink, signedIn } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sha256 } from './crypto';

const SECRET_TABLES = [
  'refresh_tokens',
  'auth_sessions',
  'auth_challenges',
  'verification_codes',
  'user_devices',
];

describe('what the identity tables keep', () => {
  let t: TestApp;

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

  /** Every row of the tables that hold credentials, and the audit log, as text. */
  async function everythingStored(): Promise<string> {
    const parts: string[] = [];
    for (const table of [...SECRET_TABLES, 'audit_log', 'users']) {
      const found = await rows<{ row: string }>(
        sql`select row_to_json(x)::text as row from ${sql.identifier(table)} x`,
      );
      parts.push(...found.map((r) => r.row));
    }
    return parts.join('\n');
  }

  async function userId(email: string): Promise<string> {
    const [row] = await rows<{ id: string }>(sql`select id from users where email = ${email}`);
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  describe('tokens and codes at rest', () => {
    it('keeps only SHA-256 hashes of refresh tokens, device keys, challenges and mailed codes', async () => {
      const browser = await signedIn(t.app, 'gestor@demo.obras.dev');
      await browser.post('/api/auth/refresh');
      const refreshToken = browser.jar.get('portal_rt')!;
      const accessToken = browser.jar.get('portal_at')!;
      const deviceKey = browser.jar.get('portal_dev')!;

      const admin = await signedIn(t.app, 'admin@demo.obras.dev');
      await admin.post('/api/usuarios', {
        email: 'convidada@exemplo.com.br',
        name: 'Convidada',
        type: 'gali',
        roles: [],
      });
      const { code: temporaryCode } = await mailedFirstLoginLink(t.app, 'convidada@exemplo.com.br');
      const invited = client(t.app);
      await invited.post('/api/auth/sign-in', { email: 'convidada@exemplo.com.br', password: temporaryCode });
      const challengeToken = invited.jar.get('portal_ch')!;

      await client(t.app).post('/api/auth/forgot-password', { email: 'leitura@demo.obras.dev' });
      const recoveryCode = await mailedCode(t.app, 'leitura@demo.obras.dev');

      expect(
        await rows(sql`select 1 from refresh_tokens where token_hash = ${sha256(refreshToken)}`),
      ).toHaveLength(1);
      expect(await rows(sql`select 1 from user_devices where key_hash = ${sha256(deviceKey)}`)).toHaveLength(
        1,
      );
      expect(
        await rows(sql`select 1 from auth_challenges where session_hash = ${sha256(challengeToken)}`),
      ).toHaveLength(1);
      expect(
        await rows(sql`select 1 from verification_codes where code_hash = ${sha256(temporaryCode)}`),
      ).toHaveLength(1);
      expect(
        await rows(sql`select 1 from verification_codes where code_hash = ${sha256(recoveryCode)}`),
      ).toHaveLength(1);

      const stored = await everythingStored();
      for (const secret of [refreshToken, accessToken, deviceKey, challengeToken, temporaryCode]) {
        expect(stored).not.toContain(secret);
      }
      // A 6-digit code could appear inside a hash by chance; look for it as a value of its own.
      expect(stored).not.toMatch(new RegExp(`"${recoveryCode}"`));
    });

    it('hashes passwords with argon2id and never shows the hash', async () => {
      const [row] = await rows<{ password_hash: string }>(
        sql`select password_hash from users where email = 'gestor@demo.obras.dev'`,
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      const browser = await signedIn(t.app, 'gestor@demo.obras.dev');
      expect((await browser.get('/api/me')).body).not.toContain('argon2');
    });
  });

  describe('the audit log', () => {
    it('records sign-ins, invitations, disabling and sign-outs, with who did them and no secrets', async () => {
      const gestor = await signedIn(t.app, 'gestor@demo.obras.dev');
      const gestorId = await userId('gestor@demo.obras.dev');
      const [signIn] = await rows<{ actor_email: string; entity_id: string }>(
        sql`select actor_email, entity_id from audit_log where action = 'entrar' and actor_id = ${gestorId}`,
      );
      expect(signIn).toEqual({ actor_email: 'gestor@demo.obras.dev', entity_id: gestorId });

      const admin = await signedIn(t.app, 'admin@demo.obras.dev');
      const adminId = await userId('admin@demo.obras.dev');
      const invitation = await admin.post('/api/usuarios', {
        email: 'auditada@exemplo.com.br',
        name: 'Auditada',
        type: 'gali',
        roles: ['planejamento'],
      });
      const invitedId = invitation.json().id as string;
      const [created] = await rows<{ actor_id: string; request_id: string; after: Record<string, unknown> }>(
        sql`select actor_id, request_id, after from audit_log where action = 'create' and entity = 'user' and entity_id = ${invitedId}`,
      );
      expect(created?.actor_id).toBe(adminId);
      expect(created?.request_id).toBe(invitation.headers['x-request-id']);
      expect(created?.after).toMatchObject({ email: 'auditada@exemplo.com.br', roles: ['planejamento'] });
      expect(Object.keys(created!.after).join(',')).not.toMatch(/password|hash|secret|totp/i);

      await admin.post(`/api/usuarios/${gestorId}/desativar`);
      await admin.post('/api/auth/sign-out');
      const actions = await rows<{ action: string; actor_id: string; entity_id: string }>(
        sql`select action, actor_id, entity_id from audit_log where action in ('desativar', 'sair') order by id`,
      );
      expect(actions).toEqual([
        { action: 'desativar', actor_id: adminId, entity_id: gestorId },
        { action: 'sair', actor_id: adminId, entity_id: adminId },
      ]);
      expect((await gestor.get('/api/me')).statusCode).toBe(401);
    });
  });
});
