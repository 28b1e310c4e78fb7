import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAgenda,
  ZAgendaQuery,
  ZEscritorios,
  ZJuridicoEventoInput,
  ZProcesso,
  ZProcessoInput,
  ZProcessosPage,
  ZProcessosQuery,
  ZSolicitacaoInput,
  ZSolicitacoesPage,
  ZSolicitacoesQuery,
} from '@portal/domain';
import { contextOf } from '../../service-context';
import { filesDepsOf } from '../files';
import { ENTIDADE_SOLICITACAO } from './juridico.repository';
import { addEvento, agenda, changeEvento, removeEvento } from './juridico-eventos.service';
import {
  addSolicitacao,
  enviarDocumento,
  listSolicitacoes,
  podeLerSolicitacao,
} from './juridico-solicitacoes.service';
import {
  createProcesso,
  getProcesso,
  listEscritorios,
  listPessoas,
  listProcessos,
  updateProcesso,
} from './juridico.service';

const TAGS = ['Jurídico'];
const ZProcessoParams = z.object({ processo: z.uuid('Processo inválido') });
const ZEventoParams = ZProcessoParams.extend({ evento: z.uuid('Audiência ou prazo inválido') });
const ZSolicitacaoParams = z.object({ solicitacao: z.uuid('Solicitação inválida') });
const ZPessoasQuery = z.object({ busca: z.string().trim().max(100).optional() });
const ZPessoas = z.object({
  items: z.array(z.object({ id: z.string(), nome: z.string(), email: z.string() })),
});
// A case's conditions (its firm, its DP and safety people) decide: the service checks the loaded case.
const BY_SERVICE = { can: { subject: 'ProcessoJuridico', checkedBy: 'service' } } as const;
// Who writes cases: the legal staff (admin_juridico manages them).
const LEGAL_STAFF = { can: { subject: 'ProcessoJuridico', action: 'update' } } as const;

/** /api/juridico: civil and labour cases, their hearings, deadlines and document requests (issue 21). */
export const juridicoRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesDepsOf(app);
  const { db } = app.ctx.database;
  app.fileAccess.register(ENTIDADE_SOLICITACAO, async (auth, id) => podeLerSolicitacao({ db, auth }, id));

  app.get(
    '/juridico/processos',
    {
      schema: {
        tags: TAGS,
        summary: 'Processos que o usuário pode ler, com os totais de provisão',
        querystring: ZProcessosQuery,
        response: { 200: ZProcessosPage },
      },
      config: { can: { subject: 'ProcessoJuridico', action: 'read' } },
    },
    async (request) => listProcessos(contextOf(app, request), request.query),
  );

  app.post(
    '/juridico/processos',
    {
      schema: {
        tags: TAGS,
        summary: 'Registra um processo',
        body: ZProcessoInput,
        response: { 201: ZProcesso },
      },
      config: { can: { subject: 'ProcessoJuridico', action: 'create' } },
    },
    async (request, reply) =>
      reply.code(201).send(await createProcesso(contextOf(app, request), request.body)),
  );

  app.get(
    '/juridico/processos/:processo',
    {
      schema: { tags: TAGS, summary: 'Um processo', params: ZProcessoParams, response: { 200: ZProcesso } },
      config: BY_SERVICE,
    },
    async (request) => getProcesso(contextOf(app, request), request.params.processo),
  );

  app.put(
    '/juridico/processos/:processo',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera um processo',
        params: ZProcessoParams,
        body: ZProcessoInput,
        response: { 200: ZProcesso },
      },
      config: BY_SERVICE,
    },
    async (request) => updateProcesso(contextOf(app, request), request.params.processo, request.body),
  );

  app.post(
    '/juridico/processos/:processo/eventos',
    {
      schema: {
        tags: TAGS,
        summary: 'Marca uma audiência ou um prazo',
        params: ZProcessoParams,
        body: ZJuridicoEventoInput,
        response: { 201: ZProcesso },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.code(201).send(await addEvento(contextOf(app, request), request.params.processo, request.body)),
  );

  app.put(
    '/juridico/processos/:processo/eventos/:evento',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera uma audiência ou um prazo (ou marca como concluído)',
        params: ZEventoParams,
        body: ZJuridicoEventoInput,
        response: { 200: ZProcesso },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      changeEvento(contextOf(app, request), request.params.processo, request.params.evento, request.body),
  );

  app.delete(
    '/juridico/processos/:processo/eventos/:evento',
    {
      schema: {
        tags: TAGS,
        summary: 'Exclui uma audiência ou um prazo',
        params: ZEventoParams,
        response: { 200: ZProcesso },
      },
      config: BY_SERVICE,
    },
    async (request) => removeEvento(contextOf(app, request), request.params.processo, request.params.evento),
  );

  app.get(
    '/juridico/agenda',
    {
      schema: {
        tags: TAGS,
        summary: 'Audiências e prazos de um período, dos processos que o usuário pode ler',
        querystring: ZAgendaQuery,
        response: { 200: ZAgenda },
      },
      config: { can: { subject: 'ProcessoJuridico', action: 'read' } },
    },
    async (request) => agenda(contextOf(app, request), request.query),
  );

  app.post(
    '/juridico/processos/:processo/solicitacoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Pede documentos à obra (holerites, cartões de ponto, registros de segurança, contratos)',
        params: ZProcessoParams,
        body: ZSolicitacaoInput,
        response: { 201: ZProcesso },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addSolicitacao(contextOf(app, request), request.params.processo, request.body)),
  );

  app.get(
    '/juridico/solicitacoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Documentos de um tipo que os processos pedem a quem pode enviá-los',
        querystring: ZSolicitacoesQuery,
        response: { 200: ZSolicitacoesPage },
      },
      config: { can: { subject: 'ProcessoJuridico', action: 'upload' } },
    },
    async (request) => listSolicitacoes(contextOf(app, request), request.query),
  );

  app.post(
    '/juridico/solicitacoes/:solicitacao/arquivos',
    {
      schema: {
        tags: TAGS,
        summary: 'Envia um arquivo para uma solicitação (multipart, campo "arquivo")',
        params: ZSolicitacaoParams,
        response: { 201: ZProcesso },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await enviarDocumento(
            { ...contextOf(app, request), files },
            request.params.solicitacao,
            await request.file(),
          ),
        ),
  );

  app.get(
    '/juridico/escritorios',
    {
      schema: { tags: TAGS, summary: 'Escritórios parceiros', response: { 200: ZEscritorios } },
      config: LEGAL_STAFF,
    },
    async (request) => listEscritorios(contextOf(app, request)),
  );

  app.get(
    '/juridico/pessoas',
    {
      schema: {
        tags: TAGS,
        summary: 'Pessoas da equipe para responsável DP ou segurança',
        querystring: ZPessoasQuery,
        response: { 200: ZPessoas },
      },
      config: LEGAL_STAFF,
    },
    async (request) => listPessoas(contextOf(app, request), request.query.busca),
  );
};
