import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZNotificacao,
  ZNotificacaoListQuery,
  ZNotificacaoPreferencia,
  ZNotificacaoPreferenciaView,
  ZNotificacoesNaoLidas,
  ZPage,
} from '@portal/domain';
import { contextOf } from '../../service-context';
import { notificacoesExportSource } from './notificacoes-export';
import {
  contarNaoLidas,
  definirPreferencia,
  listMinhasNotificacoes,
  listPreferencias,
  marcarLida,
  marcarTodasLidas,
} from './notificacoes.service';

const TAGS = ['Notificações'];
const INVALID_ID = 'Notificação inválida';

/**
 * /api/me/notificacoes: the signed-in user's own notifications (the bell, its list) and how they want to receive
 * each kind. Everyone reaches only their own: another user's notification answers as a missing one.
 */
export const notificacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  // /notificacoes exports what it shows (POST /api/exportacoes with lista 'notificacoes'): one's own only.
  app.exports.register(notificacoesExportSource(app.ctx.config.PUBLIC_URL));

  app.get(
    '/me/notificacoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Minhas notificações, das mais novas às mais antigas',
        querystring: ZNotificacaoListQuery,
        response: { 200: ZPage(ZNotificacao) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => listMinhasNotificacoes(contextOf(app, request), request.query),
  );

  app.get(
    '/me/notificacoes/nao-lidas',
    {
      schema: {
        tags: TAGS,
        summary: 'Quantas notificações não lidas (o número do sino)',
        response: { 200: ZNotificacoesNaoLidas },
      },
      config: { can: 'signed-in' },
    },
    async (request) => contarNaoLidas(contextOf(app, request)),
  );

  app.post(
    '/me/notificacoes/:notificacao/lida',
    {
      schema: {
        tags: TAGS,
        summary: 'Marcar uma notificação como lida',
        params: z.object({
          notificacao: z.coerce.number(INVALID_ID).int(INVALID_ID).positive(INVALID_ID),
        }),
        response: { 200: ZNotificacao },
      },
      config: { can: 'signed-in' },
    },
    async (request) => marcarLida(contextOf(app, request), request.params.notificacao),
  );

  app.post(
    '/me/notificacoes/lidas',
    {
      schema: {
        tags: TAGS,
        summary: 'Marcar todas as notificações como lidas',
        response: { 200: z.object({ marcadas: z.number().int().min(0) }) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => marcarTodasLidas(contextOf(app, request)),
  );

  app.get(
    '/me/notificacoes/preferencias',
    {
      schema: {
        tags: TAGS,
        summary: 'Como recebo cada tipo de notificação',
        response: { 200: z.array(ZNotificacaoPreferenciaView) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => listPreferencias(contextOf(app, request)),
  );

  app.put(
    '/me/notificacoes/preferencias',
    {
      schema: {
        tags: TAGS,
        summary: 'Escolher como receber um tipo de notificação (só no portal, e-mail na hora, resumo diário)',
        body: ZNotificacaoPreferencia,
        response: { 200: z.array(ZNotificacaoPreferenciaView) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => definirPreferencia(contextOf(app, request), request.body),
  );
};
