import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTRATOS_LIFECYCLE,
  CONTRATO_PAPEIS,
  ZAditivoInput,
  ZContrato,
  ZContratoDadosInput,
  ZContratoDocumentoInput,
  ZContratoItemInput,
  ZContratoMoveInput,
  ZContratosPage,
  ZContratosQuery,
  ZPessoaRef,
  type TContratoMove,
} from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { filesDepsOf } from '../files';
import { ENTIDADE_CONTRATO, findReadableContrato } from './contratos-access';
import { addDocumento, removeDocumento } from './contratos-documentos.service';
import { addItem, changeItem, createAditivo, removeItem } from './contratos-itens.service';
import { moverContrato } from './contratos-moves.service';
import {
  createContrato,
  getContrato,
  listContratos,
  listPessoasNomeaveis,
  updateContrato,
} from './contratos.service';

const TAGS = ['Contratos'];
const ZContratoParams = z.object({ contrato: z.uuid('Contrato inválido') });
const ZItemParams = ZContratoParams.extend({ item: z.uuid('Item inválido') });
const ZDocumentoParams = ZContratoParams.extend({ documento: z.uuid('Documento inválido') });
const ZVersaoQuery = z.object({ versao: z.coerce.number().int().min(0).optional() });
const MOVES = Object.keys(CONTRATOS_LIFECYCLE.moves) as [TContratoMove, ...TContratoMove[]];
const ZMoveParams = ZContratoParams.extend({
  movimento: z.enum(MOVES, { error: `Movimento inválido: use ${MOVES.join(', ')}` }),
});
// Who may act on a contract depends on its status and the people it names: the service checks the record.
const BY_SERVICE = { can: { subject: 'Contratos', checkedBy: 'service' } } as const;

/** /api/contratos: contracts, their items, amendments, documents and moves (SPEC §4 and §6 "Contracts"; issue 18). */
export const contratosRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesDepsOf(app);
  const { db } = app.ctx.database;
  app.fileAccess.register(ENTIDADE_CONTRATO, async (auth, contratoId) => {
    try {
      await findReadableContrato({ db, auth }, contratoId);
      return true;
    } catch {
      return false;
    }
  });

  app.get(
    '/contratos',
    {
      schema: {
        tags: TAGS,
        summary: 'Contratos que o usuário pode ler (paginado e filtrado; por obra, status, parte, "comigo")',
        querystring: ZContratosQuery,
        response: { 200: ZContratosPage },
      },
      config: BY_SERVICE,
    },
    async (request) => listContratos(contextOf(app, request), request.query),
  );

  app.get(
    '/contratos/pessoas',
    {
      schema: {
        tags: TAGS,
        summary: 'Pessoas da equipe que podem ser nomeadas num contrato (responsável, gestor, verificador)',
        querystring: z.object({
          q: z.string().trim().max(120).optional(),
          papel: z
            .enum(CONTRATO_PAPEIS, { error: 'Papel inválido: use responsavel, gestor ou validador' })
            .optional(),
        }),
        response: { 200: z.object({ items: z.array(ZPessoaRef) }) },
      },
      config: BY_SERVICE,
    },
    async (request) => listPessoasNomeaveis(contextOf(app, request), request.query.q, request.query.papel),
  );

  app.post(
    '/obras/:obra/contratos',
    {
      schema: {
        tags: TAGS,
        summary: 'Criar um contrato na obra (em Revisão), nomeando o responsável, o gestor e o verificador',
        params: z.object({ obra: z.uuid('Obra inválida') }),
        body: ZContratoDadosInput,
        response: { 201: ZContrato },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createContrato(contextOf(app, request), request.params.obra, request.body)),
  );

  app.get(
    '/contratos/:contrato',
    {
      schema: {
        tags: TAGS,
        summary:
          'Um contrato: dados, pessoas, itens, aditivos, documentos, linha do tempo e o que o usuário pode fazer',
        params: ZContratoParams,
        response: { 200: ZContrato },
      },
      config: BY_SERVICE,
    },
    async (request) => getContrato(contextOf(app, request), request.params.contrato),
  );

  app.put(
    '/contratos/:contrato',
    {
      schema: {
        tags: TAGS,
        summary: 'Editar os dados do contrato (objeto, parte, datas, pessoas), com a versão lida',
        params: ZContratoParams,
        body: ZContratoDadosInput,
        response: { 200: ZContrato },
      },
      config: BY_SERVICE,
    },
    async (request) => updateContrato(contextOf(app, request), request.params.contrato, request.body),
  );

  app.post(
    '/contratos/:contrato/itens',
    {
      schema: {
        tags: TAGS,
        summary: 'Incluir um item; fora de Revisão, o contrato volta para Revisão',
        params: ZContratoParams,
        body: ZContratoItemInput,
        response: { 201: ZContrato },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.status(201).send(await addItem(contextOf(app, request), request.params.contrato, request.body)),
  );

  app.put(
    '/contratos/:contrato/itens/:item',
    {
      schema: {
        tags: TAGS,
        summary: 'Alterar um item; fora de Revisão, o contrato volta para Revisão',
        params: ZItemParams,
        body: ZContratoItemInput,
        response: { 200: ZContrato },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      changeItem(contextOf(app, request), request.params.contrato, request.params.item, request.body),
  );

  app.delete(
    '/contratos/:contrato/itens/:item',
    {
      schema: {
        tags: TAGS,
        summary: 'Excluir um item; fora de Revisão, o contrato volta para Revisão',
        params: ZItemParams,
        querystring: ZVersaoQuery,
        response: { 200: ZContrato },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      removeItem(contextOf(app, request), request.params.contrato, request.params.item, request.query.versao),
  );

  app.post(
    '/contratos/:contrato/aditivos',
    {
      schema: {
        tags: TAGS,
        summary: 'Registrar um aditivo num contrato aprovado (prazo, quantidades, preços, itens novos)',
        params: ZContratoParams,
        body: ZAditivoInput,
        response: { 201: ZContrato },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createAditivo(contextOf(app, request), request.params.contrato, request.body)),
  );

  app.post(
    '/contratos/:contrato/movimentos/:movimento',
    {
      schema: {
        tags: TAGS,
        summary:
          'Mover o contrato no fluxo (emitir, finalizar, aprovar, devolver, cancelar) com o motivo quando pedido',
        params: ZMoveParams,
        body: ZContratoMoveInput.default({}),
        response: { 200: ZContrato },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      moverContrato(contextOf(app, request), request.params.contrato, request.params.movimento, request.body),
  );

  app.post(
    '/contratos/:contrato/documentos',
    {
      schema: {
        tags: TAGS,
        summary:
          'Anexar um documento (campos "tipo" e "descricao", ou no endereço, e o arquivo no campo "arquivo")',
        params: ZContratoParams,
        querystring: ZContratoDocumentoInput.partial(),
        response: { 201: ZContrato },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie o documento como multipart/form-data, no campo "arquivo".');
      const ctx = { ...contextOf(app, request), files };
      const contrato = await addDocumento(ctx, request.params.contrato, await request.file(), request.query);
      return reply.status(201).send(contrato);
    },
  );

  app.delete(
    '/contratos/:contrato/documentos/:documento',
    {
      schema: {
        tags: TAGS,
        summary: 'Remover um documento do contrato',
        params: ZDocumentoParams,
        response: { 200: ZContrato },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      removeDocumento(
        { ...contextOf(app, request), files },
        request.params.contrato,
        request.params.documento,
      ),
  );
};
