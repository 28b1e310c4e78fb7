import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMailbox } from './mail.repository';

const ZMailboxEntry = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * GET /api/dev/mailbox: the e-mails the portal "sent", newest first, so every flow that mails a code works with no
 * mail server. Registered only where config.devMailboxEnabled says (development, no SMTP, listening locally).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.ctx.config.devMailboxEnabled) return;
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['Desenvolvimento'],
        summary: 'Caixa de e-mails de desenvolvimento',
        querystring: z.object({
          to: z.string().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ items: z.array(ZMailboxEntry) }) },
      },
      config: { public: true },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await listMailbox(app.ctx.database.db, to, limit);
      return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  );
};
