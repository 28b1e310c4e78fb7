import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCliente,
  ZClienteListQuery,
  ZClientePage,
  ZCreateClienteInput,
  ZUpdateClienteInput,
} from '@portal/domain';
import { requireAuth } from '../identity';
import { createCliente, getCliente, listClientes, toCliente, updateCliente } from './clientes.service';

const TAGS = ['Clientes'];
const ZParams = z.object({ cliente: z.uuid('Cliente inválido') });

/** /api/clientes: the client companies (CNPJ validated), which every obra belongs to. */
export const clientesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;

  app.get(
    '/clientes',
    {
      schema: {
        tags: TAGS,
        summary: 'Clientes (busca por nome ou CNPJ)',
        querystring: ZClienteListQuery,
        response: { 200: ZClientePage },
      },
      config: { can: { subject: 'Cliente' } },
    },
    async (request) => listClientes(db, requireAuth(request), request.query),
  );

  app.post(
    '/clientes',
    {
      schema: {
        tags: TAGS,
        summary: 'Cadastrar um cliente',
        body: ZCreateClienteInput,
        response: { 201: ZCliente },
      },
      config: { can: { subject: 'Cliente', action: 'create' } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const cliente = await db.transaction((tx) => createCliente(tx, auth.actor, request.body));
      // Built from the row just written: whoever may create a client is shown it, whatever their read rules.
      return reply.status(201).send(toCliente(cliente, 0));
    },
  );

  app.get(
    '/clientes/:cliente',
    {
      schema: { tags: TAGS, summary: 'Um cliente', params: ZParams, response: { 200: ZCliente } },
      config: { can: { subject: 'Cliente' } },
    },
    async (request) => getCliente(db, requireAuth(request), request.params.cliente),
  );

  app.patch(
    '/clientes/:cliente',
    {
      schema: {
        tags: TAGS,
        summary: 'Atualizar um cliente',
        params: ZParams,
        body: ZUpdateClienteInput,
        response: { 200: ZCliente },
      },
      config: { can: { subject: 'Cliente', action: 'update' } },
    },
    async (request) => updateCliente(db, requireAuth(request), request.params.cliente, request.body),
  );
};
