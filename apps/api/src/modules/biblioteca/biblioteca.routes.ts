import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAcessoExplicado,
  ZAcessoInput,
  ZAplicarModeloInput,
  ZAplicarModeloResultado,
  ZBibliotecaQuery,
  ZBibliotecaRaiz,
  ZDocumentoBiblioteca,
  ZDocumentoDetalhe,
  ZDocumentoUpdate,
  ZModeloPasta,
  ZModeloPastaInput,
  ZModeloPastaUpdate,
  ZNovaPastaInput,
  ZPastaConteudo,
  ZPastaQuery,
  ZPastaResumo,
  ZPastaUpdate,
} from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { filesDepsOf, sendStoredFile } from '../files';
import {
  ENTIDADE_BIBLIOTECA,
  alterarDocumento,
  baixarDocumento,
  detalheDocumento,
  enviarDocumento,
  enviarVersao,
  excluirDocumento,
  podeLerArquivo,
  restaurarVersao,
  type BibliotecaContext,
} from './biblioteca-documentos.service';
import {
  aplicarModelo,
  alterarModeloPasta,
  criarModeloPasta,
  excluirModeloPasta,
  listarModelo,
} from './biblioteca-modelo.service';
import {
  abrirBiblioteca,
  alterarPasta,
  conteudoPasta,
  criarPasta,
  definirAcesso,
  excluirPasta,
  explicarAcesso,
} from './biblioteca-pastas.service';
import { zipDaPasta } from './biblioteca-zip.service';

const TAGS = ['Biblioteca'];
// Every folder is checked by the service against the lists that apply to it (its own or inherited).
const BY_SERVICE = { can: { subject: 'BIBLIOTECA', checkedBy: 'service' } } as const;
const MODELO = { can: { subject: 'Obra', checkedBy: 'service' } } as const;
const ZPastaParams = z.object({ pasta: z.uuid('Pasta inválida') });
const ZDocumentoParams = z.object({ documento: z.uuid('Arquivo inválido') });
const ZModeloParams = z.object({ modelo: z.uuid('Pasta inválida') });
const MULTIPART = 'Envie o arquivo como multipart/form-data, no campo "arquivo".';

/**
 * /api/biblioteca: the document library of each obra and the general one (issue 19) — folders with access lists
 * that subfolders inherit, files with versions, downloads logged, folders as zip — and the folder template
 * (`/obra/documentacao`) every obra's library starts from.
 */
export const bibliotecaRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesDepsOf(app);
  const ctxOf = (request: Parameters<typeof contextOf>[1]): BibliotecaContext => ({
    ...contextOf(app, request),
    files,
  });
  app.fileAccess.register(ENTIDADE_BIBLIOTECA, (auth, documentoId) =>
    podeLerArquivo({ db: app.ctx.database.db, auth }, documentoId),
  );

  app.get(
    '/biblioteca',
    {
      schema: {
        tags: TAGS,
        summary:
          'Abrir a biblioteca de uma obra (?obra=) ou a geral: a pasta principal, ou as pastas que o usuário vê',
        querystring: ZBibliotecaQuery,
        response: { 200: ZBibliotecaRaiz },
      },
      config: BY_SERVICE,
    },
    async (request) => abrirBiblioteca(contextOf(app, request), request.query.obra),
  );

  app.get(
    '/biblioteca/pastas/:pasta',
    {
      schema: {
        tags: TAGS,
        summary:
          'Uma pasta: trilha, subpastas e uma página dos arquivos (?busca= procura nas subpastas também)',
        params: ZPastaParams,
        querystring: ZPastaQuery,
        response: { 200: ZPastaConteudo },
      },
      config: BY_SERVICE,
    },
    async (request) => conteudoPasta(contextOf(app, request), request.params.pasta, request.query),
  );

  app.post(
    '/biblioteca/pastas',
    {
      schema: {
        tags: TAGS,
        summary: 'Criar uma subpasta',
        body: ZNovaPastaInput,
        response: { 201: ZPastaResumo },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => reply.status(201).send(await criarPasta(contextOf(app, request), request.body)),
  );

  app.patch(
    '/biblioteca/pastas/:pasta',
    {
      schema: {
        tags: TAGS,
        summary: 'Renomear ou mover uma pasta',
        params: ZPastaParams,
        body: ZPastaUpdate,
        response: { 200: ZPastaResumo },
      },
      config: BY_SERVICE,
    },
    async (request) => alterarPasta(contextOf(app, request), request.params.pasta, request.body),
  );

  app.delete(
    '/biblioteca/pastas/:pasta',
    {
      schema: { tags: TAGS, summary: 'Excluir uma pasta com tudo o que ela tem', params: ZPastaParams },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      await excluirPasta(ctxOf(request), request.params.pasta);
      return reply.status(204).send();
    },
  );

  app.get(
    '/biblioteca/pastas/:pasta/acesso',
    {
      schema: {
        tags: TAGS,
        summary: 'Quem tem qual acesso à pasta e de qual pasta ele vem',
        params: ZPastaParams,
        response: { 200: ZAcessoExplicado },
      },
      config: BY_SERVICE,
    },
    async (request) => explicarAcesso(contextOf(app, request), request.params.pasta),
  );

  app.put(
    '/biblioteca/pastas/:pasta/acesso',
    {
      schema: {
        tags: TAGS,
        summary: 'Dar listas próprias à pasta (ou, com null, voltar a herdar as da pasta acima)',
        params: ZPastaParams,
        body: ZAcessoInput,
        response: { 200: ZAcessoExplicado },
      },
      config: BY_SERVICE,
    },
    async (request) => definirAcesso(contextOf(app, request), request.params.pasta, request.body.acesso),
  );

  app.post(
    '/biblioteca/pastas/:pasta/arquivos',
    {
      schema: {
        tags: TAGS,
        summary:
          'Enviar um arquivo à pasta (multipart: "caminho" opcional, de uma pasta arrastada, antes de "arquivo")',
        params: ZPastaParams,
        consumes: ['multipart/form-data'],
        response: { 201: ZDocumentoBiblioteca },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedMediaType(MULTIPART);
      const doc = await enviarDocumento(ctxOf(request), request.params.pasta, await request.file());
      return reply.status(201).send(doc);
    },
  );

  app.get(
    '/biblioteca/pastas/:pasta/zip',
    {
      schema: { tags: TAGS, summary: 'Baixar a pasta e as subpastas num .zip', params: ZPastaParams },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { nome, stream } = await zipDaPasta(ctxOf(request), request.params.pasta);
      return sendStoredFile(reply, { nome, mime: 'application/zip' }, stream);
    },
  );

  app.get(
    '/biblioteca/arquivos/:documento',
    {
      schema: {
        tags: TAGS,
        summary: 'Um arquivo da biblioteca com as versões e os últimos downloads',
        params: ZDocumentoParams,
        response: { 200: ZDocumentoDetalhe },
      },
      config: BY_SERVICE,
    },
    async (request) => detalheDocumento(contextOf(app, request), request.params.documento),
  );

  app.patch(
    '/biblioteca/arquivos/:documento',
    {
      schema: {
        tags: TAGS,
        summary: 'Renomear ou mover um arquivo',
        params: ZDocumentoParams,
        body: ZDocumentoUpdate,
        response: { 200: ZDocumentoDetalhe },
      },
      config: BY_SERVICE,
    },
    async (request) => alterarDocumento(contextOf(app, request), request.params.documento, request.body),
  );

  app.delete(
    '/biblioteca/arquivos/:documento',
    {
      schema: { tags: TAGS, summary: 'Excluir um arquivo com as versões', params: ZDocumentoParams },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      await excluirDocumento(ctxOf(request), request.params.documento);
      return reply.status(204).send();
    },
  );

  app.post(
    '/biblioteca/arquivos/:documento/versoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Enviar uma nova versão do arquivo (multipart, campo "arquivo")',
        params: ZDocumentoParams,
        consumes: ['multipart/form-data'],
        response: { 201: ZDocumentoDetalhe },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedMediaType(MULTIPART);
      const doc = await enviarVersao(ctxOf(request), request.params.documento, await request.file());
      return reply.status(201).send(doc);
    },
  );

  app.post(
    '/biblioteca/arquivos/:documento/versoes/:numero/restaurar',
    {
      schema: {
        tags: TAGS,
        summary: 'Restaurar uma versão antiga (ela volta como a versão mais nova)',
        params: ZDocumentoParams.extend({
          numero: z.coerce.number().int('Versão inválida').min(1, 'Versão inválida'),
        }),
        response: { 200: ZDocumentoDetalhe },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      restaurarVersao(contextOf(app, request), request.params.documento, request.params.numero),
  );

  app.get(
    '/biblioteca/arquivos/:documento/conteudo',
    {
      schema: {
        tags: TAGS,
        summary:
          'Baixar o arquivo (?versao= uma antiga; ?inline=1 mostra imagens e PDF na página); fica registrado',
        params: ZDocumentoParams,
        querystring: z.object({
          versao: z.coerce.number().int('Versão inválida').min(1, 'Versão inválida').optional(),
          inline: z.enum(['1', 'true']).optional(),
        }),
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const file = await baixarDocumento(ctxOf(request), request.params.documento, request.query.versao);
      return sendStoredFile(reply, file, file.stream, request.query.inline !== undefined);
    },
  );

  app.get(
    '/biblioteca/modelo',
    {
      schema: {
        tags: TAGS,
        summary: 'A árvore de documentos: as pastas (com acessos) de que toda biblioteca de obra parte',
        response: { 200: z.object({ items: z.array(ZModeloPasta) }) },
      },
      config: MODELO,
    },
    async (request) => ({ items: await listarModelo(contextOf(app, request)) }),
  );

  app.post(
    '/biblioteca/modelo',
    {
      schema: {
        tags: TAGS,
        summary: 'Incluir uma pasta no modelo',
        body: ZModeloPastaInput,
        response: { 201: ZModeloPasta },
      },
      config: MODELO,
    },
    async (request, reply) =>
      reply.status(201).send(await criarModeloPasta(contextOf(app, request), request.body)),
  );

  app.patch(
    '/biblioteca/modelo/:modelo',
    {
      schema: {
        tags: TAGS,
        summary: 'Renomear uma pasta do modelo ou mudar os acessos dela',
        params: ZModeloParams,
        body: ZModeloPastaUpdate,
        response: { 200: ZModeloPasta },
      },
      config: MODELO,
    },
    async (request) => alterarModeloPasta(contextOf(app, request), request.params.modelo, request.body),
  );

  app.delete(
    '/biblioteca/modelo/:modelo',
    {
      schema: { tags: TAGS, summary: 'Tirar uma pasta (e as de dentro) do modelo', params: ZModeloParams },
      config: MODELO,
    },
    async (request, reply) => {
      await excluirModeloPasta(contextOf(app, request), request.params.modelo);
      return reply.status(204).send();
    },
  );

  app.post(
    '/biblioteca/modelo/aplicar',
    {
      schema: {
        tags: TAGS,
        summary:
          'Aplicar o modelo a obras que já têm biblioteca: cria as pastas que faltam e acerta os acessos',
        body: ZAplicarModeloInput,
        response: { 200: ZAplicarModeloResultado },
      },
      config: MODELO,
    },
    async (request) => aplicarModelo(contextOf(app, request), request.body.obras),
  );
};
