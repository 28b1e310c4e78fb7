import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ETICA_MOVES,
  ZAcessoRelato,
  ZAfastamentoInput,
  ZComplementoInput,
  ZEticaMoveInput,
  ZEticaPage,
  ZEticaQuery,
  ZEticaTextoInput,
  ZInvestigadorInput,
  ZMembrosComite,
  ZNovoRelatoInput,
  ZRelato,
  ZRelatoCriado,
  ZRelatoPublico,
} from '@portal/domain';
import { parseInput } from '../../errors/parse-input';
import { contextOf } from '../../service-context';
import { podeLerRelato } from './etica-access';
import { lerEnvio } from './etica-arquivos';
import {
  acompanharRelato,
  complementarRelato,
  criarRelato,
  type EticaPublicoContext,
} from './etica-publico.service';
import { TentativasErradas } from './etica-tentativas';
import { ENTIDADE_MENSAGEM, ENTIDADE_RELATO, findRelatoIdOfMensagem } from './etica.repository';
import {
  afastarMembro,
  definirInvestigador,
  getRelato,
  listMembros,
  listRelatos,
  moverRelato,
  registrarTexto,
} from './etica.service';

const TAGS = ['Canal de ética'];
const ZRelatoParams = z.object({ relato: z.uuid('Relato inválido') });
const ZMoveParams = ZRelatoParams.extend({
  movimento: z.enum(ETICA_MOVES, { error: 'Movimento desconhecido' }),
});
// The reporter's routes: no session is read, and the request log leaves out the address (issue 23).
const ANONIMA = { public: true, anonymous: true } as const;
// The committee's: every report is checked by the service (membership, exclusion).
const COMITE = { can: { subject: 'DenunciaEtica', checkedBy: 'service' } } as const;
const MULTIPART =
  'JSON, ou multipart/form-data com os dados em JSON no campo "dados" e até 5 arquivos (JPEG, PNG, WebP ou PDF).';

/** /api/etica: the ethics channel (issue 23), the reporter's side without signing in and the committee's. */
export const eticaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const tentativas = new TentativasErradas();
  const publico = (ip: string): EticaPublicoContext => ({
    db,
    files: { storage: app.ctx.storage },
    tentativas,
    cliente: ip,
  });
  const { maxUploadBytes } = app.ctx.config;

  // Only the committee reads the files, and only of the reports they may read: not `manage all`, not the sender.
  app.fileAccess.register(ENTIDADE_RELATO, (auth, id) => podeLerRelato(db, auth, id), { confidential: true });
  app.fileAccess.register(
    ENTIDADE_MENSAGEM,
    async (auth, mensagemId) => {
      const relatoId = await findRelatoIdOfMensagem(db, mensagemId);
      return relatoId !== undefined && podeLerRelato(db, auth, relatoId);
    },
    { confidential: true },
  );

  app.post(
    '/etica/publico/relatos',
    {
      schema: {
        tags: TAGS,
        summary: 'Envia um relato ao canal de ética, sem entrar (anônimo)',
        description: MULTIPART,
        response: { 201: ZRelatoCriado },
      },
      config: ANONIMA,
    },
    async (request, reply) => {
      const envio = await lerEnvio(request, maxUploadBytes);
      const input = parseInput(ZNovoRelatoInput, envio.dados);
      return reply.code(201).send(await criarRelato(publico(request.ip), input, envio.arquivos));
    },
  );

  app.post(
    '/etica/publico/acompanhamento',
    {
      schema: {
        tags: TAGS,
        summary: 'O status e as respostas de um relato, pelo protocolo e a chave',
        body: ZAcessoRelato,
        response: { 200: ZRelatoPublico },
      },
      config: ANONIMA,
    },
    async (request) => acompanharRelato(publico(request.ip), request.body),
  );

  app.post(
    '/etica/publico/complementos',
    {
      schema: {
        tags: TAGS,
        summary: 'Acrescenta informações a um relato, pelo protocolo e a chave',
        description: MULTIPART,
        response: { 200: ZRelatoPublico },
      },
      config: ANONIMA,
    },
    async (request) => {
      const envio = await lerEnvio(request, maxUploadBytes);
      const input = parseInput(ZComplementoInput, envio.dados);
      return complementarRelato(publico(request.ip), input, envio.arquivos);
    },
  );

  app.get(
    '/etica/relatos',
    {
      schema: {
        tags: TAGS,
        summary: 'Relatos do canal de ética (só o comitê)',
        querystring: ZEticaQuery,
        response: { 200: ZEticaPage },
      },
      config: { can: { subject: 'DenunciaEtica', action: 'read' } },
    },
    async (request) => listRelatos(contextOf(app, request), request.query),
  );

  app.get(
    '/etica/membros',
    {
      schema: { tags: TAGS, summary: 'Membros do comitê de ética', response: { 200: ZMembrosComite } },
      config: { can: { subject: 'DenunciaEtica', action: 'read' } },
    },
    async (request) => listMembros(contextOf(app, request)),
  );

  app.get(
    '/etica/relatos/:relato',
    {
      schema: {
        tags: TAGS,
        summary: 'Um relato, para o comitê',
        params: ZRelatoParams,
        response: { 200: ZRelato },
      },
      config: COMITE,
    },
    async (request) => getRelato(contextOf(app, request), request.params.relato),
  );

  app.put(
    '/etica/relatos/:relato/investigador',
    {
      schema: {
        tags: TAGS,
        summary: 'Designa o investigador (um membro do comitê)',
        params: ZRelatoParams,
        body: ZInvestigadorInput,
        response: { 200: ZRelato },
      },
      config: COMITE,
    },
    async (request) => definirInvestigador(contextOf(app, request), request.params.relato, request.body),
  );

  app.post(
    '/etica/relatos/:relato/apuracao',
    {
      schema: {
        tags: TAGS,
        summary: 'Registra uma etapa da apuração (interna: o relator não lê)',
        params: ZRelatoParams,
        body: ZEticaTextoInput,
        response: { 201: ZRelato },
      },
      config: COMITE,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await registrarTexto(contextOf(app, request), request.params.relato, 'apuracao', request.body)),
  );

  app.post(
    '/etica/relatos/:relato/respostas',
    {
      schema: {
        tags: TAGS,
        summary: 'Responde ao relator (ele lê com o protocolo e a chave)',
        params: ZRelatoParams,
        body: ZEticaTextoInput,
        response: { 201: ZRelato },
      },
      config: COMITE,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await registrarTexto(contextOf(app, request), request.params.relato, 'resposta', request.body)),
  );

  app.post(
    '/etica/relatos/:relato/afastamentos',
    {
      schema: {
        tags: TAGS,
        summary: 'Afasta do relato um membro envolvido nele',
        params: ZRelatoParams,
        body: ZAfastamentoInput,
        response: { 200: ZRelato, 204: z.null() },
      },
      config: COMITE,
    },
    async (request, reply) => {
      const relato = await afastarMembro(contextOf(app, request), request.params.relato, request.body);
      return relato ? relato : reply.code(204).send(null);
    },
  );

  app.post(
    '/etica/relatos/:relato/movimentos/:movimento',
    {
      schema: {
        tags: TAGS,
        summary: 'Inicia a apuração, finaliza ou reabre o relato',
        params: ZMoveParams,
        body: ZEticaMoveInput,
        response: { 200: ZRelato },
      },
      config: COMITE,
    },
    async (request) =>
      moverRelato(contextOf(app, request), request.params.relato, request.params.movimento, request.body),
  );
};
