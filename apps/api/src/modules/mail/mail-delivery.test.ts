import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { client } from '../../test/http-client';
import { freePort } from '../../test/process-helpers';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

/** A real SMTP server on a free port, keeping what it receives. */
async function startSmtp(): Promise<{ port: number; inbox: Received[]; close(): Promise<void> }> {
  const inbox: Received[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, inbox, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('e-mail over SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      demo: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: '"Portal de Obras" <portal@teste.dev>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers an invitation with its first-access link to the SMTP server, once the change has committed', async () => {
    const admin = client(t.app);
    await admin.post('/api/auth/sign-in', { email: 'admin@demo.obras.dev', password: 'Demo@1234' });
    const res = await admin.post('/api/usuarios', {
      email: 'nova.engenheira@teste.dev',
      name: 'Nova Engenheira',
      type: 'gali',
      roles: [],
    });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => smtp.inbox.length, { timeout: 10_000 }).toBe(1);
    const [mail] = smtp.inbox;
    expect(mail!.to).toEqual(['nova.engenheira@teste.dev']);
    expect(mail!.subject).toBe('Seu acesso ao Portal de Obras');
    expect(mail!.text).toMatch(/\/primeiroLogin\?user=nova\.engenheira%40teste\.dev&code=\w+/);
  });

  it('sends nothing when the change that would cause the mail is refused', async () => {
    const before = smtp.inbox.length;
    const gestor = client(t.app);
    await gestor.post('/api/auth/sign-in', { email: 'gestor@demo.obras.dev', password: 'Demo@1234' });
    expect(
      (await gestor.post('/api/usuarios', { email: 'outra@teste.dev', name: 'Outra', type: 'gali' }))
        .statusCode,
    ).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.inbox.length).toBe(before);
  });
});

describe('the development mailbox', () => {
  it('does not exist in production', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
