import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MATERIAIS_LIFECYCLE,
  ZComparacaoRevisoes,
  ZImportarModo,
  ZLinhasInput,
  ZLinhasLista,
  ZLista,
  ZListaDadosInput,
  ZListaInput,
  ZListasPage,
  ZListasQuery,
  ZMateriaisMoveInput,
  ZPessoaRef,
  ZSapDocumentoInput,
  codigoLista,
  type TMateriaisMove,
} from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { getLinhas, importLinhas, linhasDaLista, saveLinhas } from './materiais-linhas.service';
import { compararRevisoes, moverLista, registrarSap, sapExport } from './materiais-moves.service';
import { createLista, getLista, listListas, listPessoasNomeaveis, updateLista } from './materiais.service';

const TAGS = ['Listas de materiais'];
const LINHAS_BODY_LIMIT = 25 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZListaParams = z.object({ lista: z.uuid('Lista de materiais inválida') });
const MOVES = Object.keys(MATERIAIS_LIFECYCLE.moves) as [TMateriaisMove, ...TMateriaisMove[]];
const ZMoveParams = ZListaParams.extend({
  movimento: z.enum(MOVES, { error: `Movimento inválido: use ${MOVES.join(', ')}` }),
});
const ZRevisaoNumero = z.coerce
  .number({ error: 'Revisão inválida' })
  .int('Revisão inválida')
  .min(1, 'Revisão inválida');
// Who may act on a list depends on the people it names and its status: the service checks the record.
const BY_SERVICE = { can: { subject: 'Materiais', checkedBy: 'service' } } as const;

/** Streams an .xlsx written by `write` as a download named `nome`. */
function sendXlsx(reply: FastifyReply, nome: string, write: (out: PassThrough) => Promise<void>) {
  const out = new PassThrough();
  write(out).catch((error: unknown) => out.destroy(error as Error));
  return reply.type(XLSX).header('content-disposition', `attachment; filename="${nome}"`).send(out);
}

/** /api/materiais: materials lists (SPEC §2 "Materials", §4 statuses, §6 "Materials"). */
export const materiaisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/materiais',
    {
      schema: {
        tags: TAGS,
        summary:
          'Listas de materiais que o usuário pode ler (paginado e filtrado; por obra, status, "comigo")',
        querystring: ZListasQuery,
        response: { 200: ZListasPage },
      },
      config: BY_SERVICE,
    },
    async (request) => listListas(contextOf(app, request), request.query),
  );

  app.get(
    '/materiais/pessoas',
    {
      schema: {
        tags: TAGS,
        summary: 'Pessoas da equipe que podem ser nomeadas numa lista (quantificador, verificador...)',
        querystring: z.object({ q: z.string().trim().max(120).optional() }),
        response: { 200: z.object({ items: z.array(ZPessoaRef) }) },
      },
      config: BY_SERVICE,
    },
    async (request) => listPessoasNomeaveis(contextOf(app, request), request.query.q),
  );

  app.post(
    '/obras/:obra/materiais',
    {
      schema: {
        tags: TAGS,
        summary: 'Configurar uma lista nova na obra (de um template ou vazia), nomeando quem a libera',
        params: z.object({ obra: z.uuid('Obra inválida') }),
        body: ZListaInput,
        response: { 201: ZLista },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.status(201).send(await createLista(contextOf(app, request), request.params.obra, request.body)),
  );

  app.get(
    '/materiais/:lista',
    {
      schema: {
        tags: TAGS,
        summary: 'Uma lista: dados, pessoas, revisões, linha do tempo e o que o usuário pode fazer',
        params: ZListaParams,
        response: { 200: ZLista },
      },
      config: BY_SERVICE,
    },
    async (request) => getLista(contextOf(app, request), request.params.lista),
  );

  app.put(
    '/materiais/:lista',
    {
      schema: {
        tags: TAGS,
        summary: 'Editar os dados da lista (título, pessoas nomeadas, destino no SAP)',
        params: ZListaParams,
        body: ZListaDadosInput,
        response: { 200: ZLista },
      },
      config: BY_SERVICE,
    },
    async (request) => updateLista(contextOf(app, request), request.params.lista, request.body),
  );

  app.get(
    '/materiais/:lista/linhas',
    {
      schema: {
        tags: TAGS,
        summary: 'As linhas da lista, com os totais por unidade e a versão lida',
        params: ZListaParams,
        response: { 200: ZLinhasLista },
      },
      config: BY_SERVICE,
    },
    async (request) => getLinhas(contextOf(app, request), request.params.lista),
  );

  app.put(
    '/materiais/:lista/linhas',
    {
      schema: {
        tags: TAGS,
        summary:
          'Salvar as linhas (todas, em ordem, com a versão lida); depois de uma liberação, a lista volta a REVISAR',
        params: ZListaParams,
        body: ZLinhasInput,
        response: { 200: ZLinhasLista },
      },
      // A list's lines travel whole (up to MAX_LINHAS_LISTA of them): past the server's 1 MiB default.
      bodyLimit: LINHAS_BODY_LIMIT,
      config: BY_SERVICE,
    },
    async (request) => saveLinhas(contextOf(app, request), request.params.lista, request.body),
  );

  app.post(
    '/materiais/:lista/linhas/importar',
    {
      schema: {
        tags: TAGS,
        summary:
          'Importar linhas de uma planilha .xlsx (campo "arquivo"); substituir ou acrescentar; tudo ou nada',
        params: ZListaParams,
        querystring: z.object({ modo: ZImportarModo.default('substituir') }),
        response: { 200: ZLinhasLista },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie a planilha como multipart/form-data, no campo "arquivo".');
      return importLinhas(
        contextOf(app, request),
        request.params.lista,
        request.query.modo,
        await request.file(),
      );
    },
  );

  app.get(
    '/materiais/:lista/linhas/modelo',
    {
      schema: {
        tags: TAGS,
        summary: 'A planilha da lista (.xlsx) com as linhas atuais, ou um exemplo: o modelo da importação',
        params: ZListaParams,
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { row, linhas } = await linhasDaLista(contextOf(app, request), request.params.lista);
      const { writeListaSpreadsheet } = await import('./materiais-spreadsheet');
      return sendXlsx(reply, `${codigoLista(row.lista.numero)}.xlsx`, (out) =>
        writeListaSpreadsheet(out, row.lista.colunas, linhas),
      );
    },
  );

  app.post(
    '/materiais/:lista/movimentos/:movimento',
    {
      schema: {
        tags: TAGS,
        summary:
          'Liberar a lista para a etapa seguinte, devolvê-la para revisão (com motivo) ou retomar a elaboração',
        params: ZMoveParams,
        body: ZMateriaisMoveInput.default({}),
        response: { 200: ZLista },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      const { lista, movimento } = request.params;
      return moverLista(contextOf(app, request), lista, movimento, request.body);
    },
  );

  app.get(
    '/materiais/:lista/revisoes/comparar',
    {
      schema: {
        tags: TAGS,
        summary:
          'Comparar duas revisões (ou uma revisão e as linhas atuais): linhas acrescentadas, removidas e alteradas',
        params: ZListaParams,
        querystring: z.object({ de: ZRevisaoNumero, para: ZRevisaoNumero.optional() }),
        response: { 200: ZComparacaoRevisoes },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      compararRevisoes(contextOf(app, request), request.params.lista, request.query.de, request.query.para),
  );

  app.get(
    '/materiais/:lista/sap.xlsx',
    {
      schema: {
        tags: TAGS,
        summary: 'A planilha da lista para a importação no SAP (planejamento, em LIBERADO PARA PLANEJAMENTO)',
        params: ZListaParams,
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { destino, linhas, nome } = await sapExport(contextOf(app, request), request.params.lista);
      const { writeSapSpreadsheet } = await import('./materiais-sap');
      return sendXlsx(reply, nome, (out) => writeSapSpreadsheet(out, destino, linhas));
    },
  );

  app.post(
    '/materiais/:lista/sap',
    {
      schema: {
        tags: TAGS,
        summary: 'Registrar o documento SAP que o planejamento recebeu: a lista fica "planejada no SAP"',
        params: ZListaParams,
        body: ZSapDocumentoInput,
        response: { 200: ZLista },
      },
      config: BY_SERVICE,
    },
    async (request) => registrarSap(contextOf(app, request), request.params.lista, request.body.documento),
  );
};
