import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZEmPreparacaoLista,
  ZEmPreparacaoQuery,
  ZParecerInput,
  ZProjeto,
  ZProjetoArquivo,
  ZProjetoComentarioInput,
  ZProjetoComentarioParams,
  ZProjetoInput,
  ZProjetoMoveInput,
  ZProjetoMoveParams,
  ZProjetoParams,
  ZProjetoRespostaInput,
  ZProjetoUpdate,
  ZProjetosPage,
  ZProjetosQuery,
  ZRevisaoArquivoParams,
  ZRevisaoInput,
  ZRevisaoParams,
  ZRevisaoUpdate,
} from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { filesDepsOf, sendStoredFile } from '../files';
import { podeVerRevisao } from './projetos-access';
import { comentar, fecharComentario, responderComentario } from './projetos-comentarios.service';
import { listEmPreparacao } from './projetos-em-preparacao.service';
import { moverProjeto } from './projetos-moves.service';
import { darParecer } from './projetos-parecer.service';
import { ENTIDADE_REVISAO } from './projetos-revisoes.repository';
import {
  baixarArquivo,
  criarRevisao,
  editarRevisao,
  enviarArquivo,
  excluirRevisao,
  removerArquivo,
} from './projetos-revisoes.service';
import { createProjeto, editarProjeto, getProjeto, listProjetos } from './projetos.service';
import { transmittaisRoutes } from './transmittais.routes';

const TAGS = ['Projetos'];
// One route serves a site's documents (PROJETO) and a fabrication's (PROJETO_FABRICA): the service checks the
// document's own subject and conditions (a client of another obra, a Referência document: 404).
const BY_SERVICE = { can: { subject: 'PROJETO', checkedBy: 'service' } } as const;

/**
 * /api/projetos: the engineering documents' register (issue 15): documents, revisions and their files, the client's
 * review, comments, cancel and reactivate; transmittals in transmittais.routes.ts.
 */
export const projetosRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesDepsOf(app);
  const { db } = app.ctx.database;
  // A revision's files: whoever may see the revision (drafts only for who prepares them).
  app.fileAccess.register(ENTIDADE_REVISAO, async (auth, revisaoId) =>
    podeVerRevisao({ db, auth }, revisaoId),
  );
  const filesCtx = (request: Parameters<typeof contextOf>[1]) => ({ ...contextOf(app, request), files });

  await app.register(transmittaisRoutes);

  app.get(
    '/projetos',
    {
      schema: {
        tags: TAGS,
        summary: 'O cadastro de documentos (escopo cre ou fabrica; filtros por obra, categoria, situação…)',
        querystring: ZProjetosQuery,
        response: { 200: ZProjetosPage },
      },
      config: BY_SERVICE,
    },
    async (request) => listProjetos(contextOf(app, request), request.query),
  );

  app.get(
    '/projetos/em-preparacao',
    {
      schema: {
        tags: TAGS,
        summary: 'As revisões em preparação de uma obra que o usuário pode emitir (para a GRD)',
        querystring: ZEmPreparacaoQuery,
        response: { 200: ZEmPreparacaoLista },
      },
      config: BY_SERVICE,
    },
    async (request) => listEmPreparacao(contextOf(app, request), request.query),
  );

  app.post(
    '/projetos',
    {
      schema: {
        tags: TAGS,
        summary: 'Cadastra um documento (o escopo vem da obra)',
        body: ZProjetoInput,
        response: { 201: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.code(201).send(await createProjeto(contextOf(app, request), request.body)),
  );

  app.get(
    '/projetos/:projeto',
    {
      schema: {
        tags: TAGS,
        summary: 'Um documento: revisões, arquivos, pareceres, comentários, movimentos e linha do tempo',
        params: ZProjetoParams,
        response: { 200: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request) => getProjeto(contextOf(app, request), request.params.projeto),
  );

  app.patch(
    '/projetos/:projeto',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera os dados do documento (nunca o número nem a obra)',
        params: ZProjetoParams,
        body: ZProjetoUpdate,
        response: { 200: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request) => editarProjeto(contextOf(app, request), request.params.projeto, request.body),
  );

  app.post(
    '/projetos/:projeto/revisoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Começa a próxima revisão (em preparação; o rótulo segue o esquema da obra)',
        params: ZProjetoParams,
        body: ZRevisaoInput,
        response: { 201: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.code(201).send(await criarRevisao(contextOf(app, request), request.params.projeto, request.body)),
  );

  app.patch(
    '/projetos/:projeto/revisoes/:revisao',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera uma revisão em preparação',
        params: ZRevisaoParams,
        body: ZRevisaoUpdate,
        response: { 200: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      editarRevisao(contextOf(app, request), request.params.projeto, request.params.revisao, request.body),
  );

  app.delete(
    '/projetos/:projeto/revisoes/:revisao',
    {
      schema: {
        tags: TAGS,
        summary: 'Exclui uma revisão em preparação e seus arquivos',
        params: ZRevisaoParams,
        response: { 200: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request) => excluirRevisao(filesCtx(request), request.params.projeto, request.params.revisao),
  );

  app.post(
    '/projetos/:projeto/revisoes/:revisao/arquivos',
    {
      schema: {
        tags: TAGS,
        summary: 'Envia um arquivo da revisão em preparação (multipart, campo "arquivo")',
        params: ZRevisaoParams,
        response: { 201: ZProjetoArquivo },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie o arquivo como multipart/form-data, no campo "arquivo".');
      const { projeto, revisao } = request.params;
      const arquivo = await enviarArquivo(filesCtx(request), projeto, revisao, await request.file());
      return reply.code(201).send(arquivo);
    },
  );

  app.get(
    '/projetos/:projeto/revisoes/:revisao/arquivos/:arquivo',
    {
      schema: {
        tags: TAGS,
        summary: 'Baixa um arquivo da revisão (?inline=1 mostra PDF e imagens na página)',
        params: ZRevisaoArquivoParams,
        querystring: z.object({ inline: z.enum(['1', 'true']).optional() }),
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { projeto, revisao, arquivo } = request.params;
      const { file, stream } = await baixarArquivo(filesCtx(request), projeto, revisao, arquivo);
      return sendStoredFile(reply, file, stream, request.query.inline !== undefined);
    },
  );

  app.delete(
    '/projetos/:projeto/revisoes/:revisao/arquivos/:arquivo',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove um arquivo da revisão em preparação',
        params: ZRevisaoArquivoParams,
        response: { 200: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      const { projeto, revisao, arquivo } = request.params;
      return removerArquivo(filesCtx(request), projeto, revisao, arquivo);
    },
  );

  app.post(
    '/projetos/:projeto/revisoes/:revisao/parecer',
    {
      schema: {
        tags: TAGS,
        summary: 'O parecer do cliente (A, B, C ou D) sobre a última revisão emitida, enquanto está em PAP',
        params: ZRevisaoParams,
        body: ZParecerInput,
        response: { 200: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      darParecer(contextOf(app, request), request.params.projeto, request.params.revisao, request.body),
  );

  app.post(
    '/projetos/:projeto/comentarios',
    {
      schema: {
        tags: TAGS,
        summary: 'Comenta uma revisão emitida (a última, se não disser qual)',
        params: ZProjetoParams,
        body: ZProjetoComentarioInput,
        response: { 201: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.code(201).send(await comentar(contextOf(app, request), request.params.projeto, request.body)),
  );

  app.post(
    '/projetos/:projeto/comentarios/:comentario/resposta',
    {
      schema: {
        tags: TAGS,
        summary: 'A resposta dos projetistas a um comentário aberto',
        params: ZProjetoComentarioParams,
        body: ZProjetoRespostaInput,
        response: { 200: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      responderComentario(
        contextOf(app, request),
        request.params.projeto,
        request.params.comentario,
        request.body,
      ),
  );

  app.post(
    '/projetos/:projeto/comentarios/:comentario/fechar',
    {
      schema: {
        tags: TAGS,
        summary: 'Fecha um comentário (só quem o escreveu)',
        params: ZProjetoComentarioParams,
        response: { 200: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      fecharComentario(contextOf(app, request), request.params.projeto, request.params.comentario),
  );

  app.post(
    '/projetos/:projeto/movimentos/:movimento',
    {
      schema: {
        tags: TAGS,
        summary: 'Cancela ou reativa o documento (administrador de projetos; com motivo)',
        params: ZProjetoMoveParams,
        body: ZProjetoMoveInput.default({}),
        response: { 200: ZProjeto },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      moverProjeto(contextOf(app, request), request.params.projeto, request.params.movimento, request.body),
  );
};
