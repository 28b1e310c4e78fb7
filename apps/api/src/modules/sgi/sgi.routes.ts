import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAcaoFinalizarInput,
  ZAcaoReabrirInput,
  ZAcoesPage,
  ZAcoesQuery,
  ZAuditoria,
  ZAuditoriaInput,
  ZAuditoriasPage,
  ZAuditoriasQuery,
  ZConstatacaoInput,
  ZOcorrenciaEdicao,
  ZOcorrenciaInput,
  ZOcorrenciaSgi,
  ZOcorrenciasPage,
  ZOcorrenciasQuery,
  ZPainelSgi,
  ZPainelSgiQuery,
  ZPlanoAcaoInput,
  ZRncEficaciaInput,
  ZRncInput,
  ZSgiMoveInput,
  ZSgiMoveParams,
  ZTriagemInput,
} from '@portal/domain';
import { recordsContextOf } from '../../records/record-registry';
import { contextOf } from '../../service-context';
import { filesDepsOf } from '../files';
import { ENTIDADE_OCORRENCIA } from './sgi-access';
import { adicionarPlano, finalizarAcao, listAcoes, reabrirAcao, verificarAcao } from './sgi-acoes.service';
import {
  avancarAuditoria,
  criarAuditoria,
  getAuditoria,
  listAuditorias,
  registrarConstatacao,
} from './sgi-auditorias.service';
import { moverOcorrencia, triarOcorrencia } from './sgi-moves.service';
import { painelSgi } from './sgi-painel.service';
import { registrarEficacia, salvarRnc } from './sgi-rnc.service';
import {
  addFoto,
  createOcorrencia,
  editarOcorrencia,
  getOcorrencia,
  listOcorrencias,
  podeLerFotos,
} from './sgi.service';

const TAGS = ['SGI'];
const ZId = z.object({ id: z.uuid('Ocorrência inválida') });
const ZRef = z.object({ ref: z.string().trim().min(1).max(40) });
const ZAcaoId = z.object({ acao: z.uuid('Ação inválida') });
const ZAuditoriaId = z.object({ auditoria: z.uuid('Auditoria inválida') });
const ZFoto = z.object({ id: z.string(), nome: z.string(), mime: z.string(), tamanho: z.number() });
// The occurrence's conditions (draft, responsible, team) decide: the service checks the loaded record.
const BY_SERVICE = { can: { subject: 'TicketSgi', checkedBy: 'service' } } as const;
const READ = { can: { subject: 'TicketSgi', action: 'read' } } as const;

/** /api/sgi: occurrences, triage, RNC, 5W2H plans, audits and dashboards (issue 16). */
export const sgiRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesDepsOf(app);
  const { db } = app.ctx.database;
  app.fileAccess.register(ENTIDADE_OCORRENCIA, async (auth, id) => podeLerFotos({ db, auth }, id));
  const rctx = (request: Parameters<typeof contextOf>[1]) => recordsContextOf(app, contextOf(app, request));

  app.get(
    '/sgi/ocorrencias',
    {
      schema: {
        tags: TAGS,
        summary: 'Ocorrências que o usuário pode ler',
        querystring: ZOcorrenciasQuery,
        response: { 200: ZOcorrenciasPage },
      },
      config: READ,
    },
    async (request) => listOcorrencias(contextOf(app, request), request.query),
  );

  app.post(
    '/sgi/ocorrencias',
    {
      schema: {
        tags: TAGS,
        summary: 'Registra uma ocorrência (rascunho ou enviada)',
        body: ZOcorrenciaInput,
        response: { 201: ZOcorrenciaSgi },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => reply.code(201).send(await createOcorrencia(rctx(request), request.body)),
  );

  app.get(
    '/sgi/ocorrencias/:ref',
    {
      schema: {
        tags: TAGS,
        summary: 'Uma ocorrência, pelo id ou pelo número',
        params: ZRef,
        response: { 200: ZOcorrenciaSgi },
      },
      config: BY_SERVICE,
    },
    async (request) => getOcorrencia(rctx(request), request.params.ref),
  );

  app.put(
    '/sgi/ocorrencias/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera uma ocorrência',
        params: ZId,
        body: ZOcorrenciaEdicao,
        response: { 200: ZOcorrenciaSgi },
      },
      config: BY_SERVICE,
    },
    async (request) => editarOcorrencia(rctx(request), request.params.id, request.body),
  );

  app.post(
    '/sgi/ocorrencias/:id/triagem',
    {
      schema: {
        tags: TAGS,
        summary: 'Aceita a ocorrência na triagem (responsável, gravidade)',
        params: ZId,
        body: ZTriagemInput,
        response: { 200: ZOcorrenciaSgi },
      },
      config: BY_SERVICE,
    },
    async (request) => triarOcorrencia(rctx(request), request.params.id, request.body),
  );

  app.post(
    '/sgi/ocorrencias/:id/movimentos/:movimento',
    {
      schema: {
        tags: TAGS,
        summary: 'Envia, devolve, finaliza ou reabre a ocorrência (204: devolvida, o rascunho é só do autor)',
        params: ZSgiMoveParams,
        body: ZSgiMoveInput,
        response: { 200: ZOcorrenciaSgi, 204: z.null() },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { id, movimento } = request.params;
      const ocorrencia = await moverOcorrencia(rctx(request), id, movimento, request.body);
      return ocorrencia ?? reply.code(204).send(null);
    },
  );

  app.post(
    '/sgi/ocorrencias/:id/fotos',
    {
      schema: {
        tags: TAGS,
        summary: 'Envia uma foto de evidência (multipart, campo "arquivo")',
        params: ZId,
        response: { 201: ZFoto },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addFoto({ ...contextOf(app, request), files }, request.params.id, await request.file())),
  );

  app.put(
    '/sgi/ocorrencias/:id/rnc',
    {
      schema: {
        tags: TAGS,
        summary: 'Emite ou altera a RNC da ocorrência',
        params: ZId,
        body: ZRncInput,
        response: { 200: ZOcorrenciaSgi },
      },
      config: BY_SERVICE,
    },
    async (request) => salvarRnc(rctx(request), request.params.id, request.body),
  );

  app.post(
    '/sgi/ocorrencias/:id/rnc/eficacia',
    {
      schema: {
        tags: TAGS,
        summary: 'Registra a verificação de eficácia da RNC',
        params: ZId,
        body: ZRncEficaciaInput,
        response: { 200: ZOcorrenciaSgi },
      },
      config: BY_SERVICE,
    },
    async (request) => registrarEficacia(rctx(request), request.params.id, request.body),
  );

  app.post(
    '/sgi/ocorrencias/:id/acoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Inclui ações (5W2H) no plano da ocorrência',
        params: ZId,
        body: ZPlanoAcaoInput,
        response: { 201: ZOcorrenciaSgi },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.code(201).send(await adicionarPlano(rctx(request), request.params.id, request.body)),
  );

  app.get(
    '/sgi/acoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Ações de todos os planos',
        querystring: ZAcoesQuery,
        response: { 200: ZAcoesPage },
      },
      config: { can: { subject: 'TicketSgi', action: 'readAcoes' } },
    },
    async (request) => listAcoes(contextOf(app, request), request.query),
  );

  app.post(
    '/sgi/acoes/:acao/finalizar',
    {
      schema: {
        tags: TAGS,
        summary: 'Quem executa finaliza a ação',
        params: ZAcaoId,
        body: ZAcaoFinalizarInput,
        response: { 200: ZOcorrenciaSgi },
      },
      config: BY_SERVICE,
    },
    async (request) => finalizarAcao(rctx(request), request.params.acao, request.body),
  );

  app.post(
    '/sgi/acoes/:acao/verificar',
    {
      schema: {
        tags: TAGS,
        summary: 'O verificador aceita a ação',
        params: ZAcaoId,
        response: { 200: ZOcorrenciaSgi },
      },
      config: BY_SERVICE,
    },
    async (request) => verificarAcao(rctx(request), request.params.acao),
  );

  app.post(
    '/sgi/acoes/:acao/reabrir',
    {
      schema: {
        tags: TAGS,
        summary: 'O verificador reabre a ação',
        params: ZAcaoId,
        body: ZAcaoReabrirInput,
        response: { 200: ZOcorrenciaSgi },
      },
      config: BY_SERVICE,
    },
    async (request) => reabrirAcao(rctx(request), request.params.acao, request.body),
  );

  app.get(
    '/sgi/painel',
    {
      schema: {
        tags: TAGS,
        summary: 'Painel do SGI (por categoria)',
        querystring: ZPainelSgiQuery,
        response: { 200: ZPainelSgi },
      },
      config: READ,
    },
    async (request) => painelSgi(contextOf(app, request), request.query),
  );

  app.get(
    '/sgi/auditorias',
    {
      schema: {
        tags: TAGS,
        summary: 'Auditorias',
        querystring: ZAuditoriasQuery,
        response: { 200: ZAuditoriasPage },
      },
      config: READ,
    },
    async (request) => listAuditorias(contextOf(app, request), request.query),
  );

  app.post(
    '/sgi/auditorias',
    {
      schema: {
        tags: TAGS,
        summary: 'Planeja uma auditoria',
        body: ZAuditoriaInput,
        response: { 201: ZAuditoria },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.code(201).send(await criarAuditoria(contextOf(app, request), request.body)),
  );

  app.get(
    '/sgi/auditorias/:auditoria',
    {
      schema: {
        tags: TAGS,
        summary: 'Uma auditoria e suas constatações',
        params: ZAuditoriaId,
        response: { 200: ZAuditoria },
      },
      config: READ,
    },
    async (request) => getAuditoria(contextOf(app, request), request.params.auditoria),
  );

  app.post(
    '/sgi/auditorias/:auditoria/avancar',
    {
      schema: {
        tags: TAGS,
        summary: 'Passa a auditoria à etapa seguinte',
        params: ZAuditoriaId,
        response: { 200: ZAuditoria },
      },
      config: BY_SERVICE,
    },
    async (request) => avancarAuditoria(contextOf(app, request), request.params.auditoria),
  );

  app.post(
    '/sgi/auditorias/:auditoria/constatacoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Registra uma constatação (vira ocorrência em triagem)',
        params: ZAuditoriaId,
        body: ZConstatacaoInput,
        response: { 201: ZOcorrenciaSgi },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.code(201).send(await registrarConstatacao(rctx(request), request.params.auditoria, request.body)),
  );
};
