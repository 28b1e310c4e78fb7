import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { addDays, todayInSaoPaulo } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { obraIdOf, signedInAs } from '../../test/obras-helpers';
import { freePort } from '../../test/process-helpers';
import { ASSINATURA, buildRdo } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.schema';
import { SWEEP_JOB } from './notificacoes.jobs';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server that refuses the first `refusals` mails to `to` with a temporary error (451), then accepts;
 * mails to anyone else (the obra's delay warnings...) go through.
 */
async function startFlakySmtp(to: string, refusals: number) {
  const inbox: Received[] = [];
  const state = { attempts: 0 };
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address !== to) return callback();
      state.attempts += 1;
      if (state.attempts <= refusals)
        return callback(
          Object.assign(new Error(`Servidor ocupado (tentativa ${state.attempts})`), { responseCode: 451 }),
        );
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const rcpt = session.envelope.rcptTo.map((r) => r.address);
          if (rcpt.includes(to)) inbox.push({ to: rcpt, subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, inbox, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Notification e-mail through a failing SMTP server: the request that caused it never waits for SMTP, the mail is
 * retried with backoff, and it arrives exactly once.
 */
describe('notification e-mail with a failing SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startFlakySmtp>>;
  let t: TestApp;
  let gestor: Client;
  let cliente: Client;
  let linha3: string;

  beforeAll(async () => {
    smtp = await startFlakySmtp('cliente@demo.obras.dev', 2);
    t = await createTestApp({
      demo: true,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: '"Portal de Obras" <portal@teste.dev>',
        PUBLIC_URL: 'https://portal.teste.dev',
      },
    });
    const [admin] = await signedInAs(t, ['admin']);
    [gestor, cliente] = await signedInAs(t, ['gestor', 'cliente']);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers the move at once, retries the refused mail and delivers it once', async () => {
    // Before the demo's reports (the last 119 days), so no weekday of the run finds the date taken.
    const rdo = await buildRdo(gestor, linha3, addDays(todayInSaoPaulo(), -150));
    const subject = `RDO nº ${rdo.numero} · OB-2025-014`;
    const outbox = async () => {
      const [row] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, 'cliente@demo.obras.dev'), like(mailOutbox.subject, `${subject}%`)));
      return row;
    };
    // Any answered request kicks the mail dispatcher (as the web app's polling of the bell does).
    const attemptsAfterARequest = async () => {
      await cliente.get('/api/me/notificacoes/nao-lidas');
      return smtp.state.attempts;
    };
    /** Waits for the dispatcher to record the SMTP server's refusal of that attempt. */
    const refusalRecorded = (attempt: number) =>
      expect.poll(async () => (await outbox())?.lastError).toContain(`(tentativa ${attempt})`);
    // The retry waits 30 s, then 60 s: the test moves the clock of that one mail instead of waiting.
    const retryIsDue = () =>
      t.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.to, 'cliente@demo.obras.dev'));

    const res = await gestor.post(`/api/diarios/${rdo.id}/finalizar`, { assinatura: ASSINATURA });
    expect(res.statusCode, res.body).toBe(200);
    // The request answered before anything talked to the SMTP server.
    expect(smtp.state.attempts).toBe(0);

    await expect.poll(attemptsAfterARequest, { timeout: 15_000, interval: 200 }).toBe(1);
    await refusalRecorded(1);
    expect(await outbox()).toMatchObject({ status: 'pendente', lastError: expect.stringContaining('451') });
    expect(smtp.inbox).toHaveLength(0);

    await retryIsDue();
    await expect.poll(attemptsAfterARequest, { timeout: 15_000, interval: 200 }).toBe(2);
    await refusalRecorded(2);
    expect(smtp.inbox).toHaveLength(0);

    await retryIsDue();
    await expect.poll(() => attemptsAfterARequest().then(() => smtp.inbox.length), { interval: 200 }).toBe(1);
    await expect.poll(async () => (await outbox())?.status).toBe('enviado');
    expect(smtp.inbox[0]).toMatchObject({ to: ['cliente@demo.obras.dev'] });
    expect(smtp.inbox[0]!.subject).toMatch(/ aguarda sua aprovação$/);
    expect(smtp.inbox[0]!.text).toContain(`https://portal.teste.dev/diarios/${rdo.id}`);

    // Nothing goes out twice: another sweep of the events, more requests, the dispatcher's next rounds.
    await retryIsDue();
    await t.app.jobs.send(SWEEP_JOB, {});
    await t.app.jobs.idle();
    for (let i = 0; i < 5; i++) await attemptsAfterARequest();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.state.attempts).toBe(3);
  });
});
