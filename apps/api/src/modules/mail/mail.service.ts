import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { claimNextMail, insertMail, markMailFailed, markMailSent } from './mail.repository';
import type { MailContent } from './mail-templates';

const MAX_ATTEMPTS = 6;

/**
 * Queues an e-mail in the caller's transaction: it goes out only if the change that caused it commits.
 * @param smtp whether a dispatcher will deliver it; without SMTP it lands in the local mailbox at once.
 */
export async function queueMail(tx: Db, to: string, content: MailContent, smtp: boolean): Promise<void> {
  await insertMail(tx, { to, ...content, status: smtp ? 'pendente' : 'caixa_local' });
}

/** Delivers pending e-mails over SMTP, retrying with backoff; safe with several instances (SKIP LOCKED). */
export class MailDispatcher {
  private transporter?: Transporter;
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {
    if (config.SMTP_URL) this.transporter = nodemailer.createTransport(config.SMTP_URL);
  }

  start(): void {
    if (!this.transporter) return;
    this.timer = setInterval(() => this.kick(), 10_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 20));
    this.transporter?.close();
  }

  /** Delivers what is pending now (called after each request that queued mail, and every 10 s). */
  kick(): void {
    if (!this.transporter) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.deliverPending()
      .catch((error: unknown) => this.log.error({ err: error }, 'mail dispatcher failed'))
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Delivers each due mail outside any transaction: a slow SMTP server must not hold the database. */
  private async deliverPending(): Promise<void> {
    for (;;) {
      const mail = await claimNextMail(this.db);
      if (!mail) return;
      try {
        await this.transporter!.sendMail({
          from: this.config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await markMailSent(this.db, mail.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.log.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'e-mail delivery failed');
        await markMailFailed(this.db, mail, message, MAX_ATTEMPTS);
      }
    }
  }
}
