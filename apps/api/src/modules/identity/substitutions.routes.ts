import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSubstituicao, ZSubstituicaoInput } from '@portal/domain';
import { contextOf } from '../../service-context';
import {
  createSubstituicao,
  listSubstituicoes,
  listSubstitutoCandidates,
  removeSubstituicao,
} from './substitutions.service';

const TAGS = ['Substituições'];
const ZFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/**
 * /api/substituicoes: substitutes named for a period (a vacation). During it the substitute may do what the titular
 * may, and each move they make says whom they stood in for. Everyone manages their own; user managers, anyone's.
 */
export const substitutionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/substituicoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Substituições do usuário (ou de todos, para quem administra usuários)',
        querystring: z.object({ todas: ZFlag, encerradas: ZFlag }),
        response: { 200: z.array(ZSubstituicao) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => listSubstituicoes(contextOf(app, request), request.query),
  );

  app.get(
    '/substituicoes/candidatos',
    {
      schema: {
        tags: TAGS,
        summary: 'Quem pode ser nomeado substituto (ativos, do mesmo tipo de usuário)',
        querystring: z.object({ q: z.string().trim().max(100, 'Busca longa demais').default('') }),
        response: { 200: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => listSubstitutoCandidates(contextOf(app, request), request.query.q),
  );

  app.post(
    '/substituicoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Nomear um substituto para um período',
        body: ZSubstituicaoInput,
        response: { 201: ZSubstituicao },
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) =>
      reply.status(201).send(await createSubstituicao(contextOf(app, request), request.body)),
  );

  app.delete(
    '/substituicoes/:substituicao',
    {
      schema: {
        tags: TAGS,
        summary: 'Encerrar uma substituição',
        params: z.object({ substituicao: z.uuid('Substituição inválida') }),
        response: { 204: z.null() },
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      await removeSubstituicao(contextOf(app, request), request.params.substituicao);
      return reply.status(204).send(null);
    },
  );
};
