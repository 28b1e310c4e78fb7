import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCliente,
  ZClienteListQuery,
  ZClientePage,
  ZCreateClienteInput,
  ZUpdateClienteInput,
} from '@portal/domain';
import { contextOf } from '../../service-context';
import { createCliente, getCliente, listClientes, updateCliente } from './clientes.service';
import { clientesExportSource } from './obras-export';
import { clienteSearchSource } from './obras-search';

const TAGS = ['Clientes'];
const ZParams = z.object({ cliente: z.uuid('Cliente inválido') });

/** /api/clientes: the client companies (CNPJ validated), which every obra belongs to. */
export const clientesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.exports.register(clientesExportSource);
  app.searchSources.register(clienteSearchSource);

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
    async (request) => listClientes(contextOf(app, request), request.query),
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
    async (request, reply) =>
      reply.status(201).send(await createCliente(contextOf(app, request), request.body)),
  );

  app.get(
    '/clientes/:cliente',
    {
      schema: { tags: TAGS, summary: 'Um cliente', params: ZParams, response: { 200: ZCliente } },
      config: { can: { subject: 'Cliente' } },
    },
    async (request) => getCliente(contextOf(app, request), request.params.cliente),
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
    async (request) => updateCliente(contextOf(app, request), request.params.cliente, request.body),
  );
};
