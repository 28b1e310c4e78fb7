import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCalendarioAssinatura } from '@portal/domain';
import { contextOf } from '../../service-context';
import { criarAssinatura, feedOf, getAssinatura, revogarAssinatura } from './calendario.service';

const TAGS = ['Calendário'];

/**
 * One calendar feed per person (ICS, subscribable from Outlook or Google Calendar) with the events every module
 * registers in `app.calendar` (insurance expiries...), limited to what the person may read.
 */
export const calendarioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get(
    '/calendario/assinatura',
    {
      schema: {
        tags: TAGS,
        summary: 'Minha assinatura do calendário (sem o endereço, que só aparece ao ser gerado)',
        response: { 200: ZCalendarioAssinatura },
      },
      config: { can: 'signed-in' },
    },
    async (request) => getAssinatura(contextOf(app, request)),
  );

  app.post(
    '/calendario/assinatura',
    {
      schema: {
        tags: TAGS,
        summary: 'Gerar o endereço do meu calendário (substitui o anterior, que deixa de funcionar)',
        response: { 201: ZCalendarioAssinatura },
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) =>
      reply.status(201).send(await criarAssinatura(contextOf(app, request), app.ctx.config.PUBLIC_URL)),
  );

  app.delete(
    '/calendario/assinatura',
    {
      schema: {
        tags: TAGS,
        summary: 'Desativar o endereço do meu calendário',
        response: { 200: ZCalendarioAssinatura },
      },
      config: { can: 'signed-in' },
    },
    async (request) => revogarAssinatura(contextOf(app, request)),
  );

  app.get(
    '/calendario.ics',
    {
      schema: {
        tags: TAGS,
        summary: 'O calendário de uma assinatura (ICS), para o Outlook ou o Google Agenda',
        querystring: z.object({ chave: z.string().min(20, 'Chave inválida').max(100, 'Chave inválida') }),
      },
      // Calendars cannot sign in: the secret in the address is the credential, checked by the service.
      config: { public: true },
    },
    async (request, reply) => {
      const ics = await feedOf({ db, config: app.ctx.config, calendar: app.calendar }, request.query.chave);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="portal-obras.ics"')
        .send(ics);
    },
  );
};
