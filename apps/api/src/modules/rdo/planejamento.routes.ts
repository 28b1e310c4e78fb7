import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCurvaS, ZPlano, ZPlanoImportado, ZPlanoInput, ZRdoConfig } from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { rdoContextOf } from './rdo-context';
import {
  getCurvaS,
  getPlano,
  getRdoConfig,
  importPlano,
  savePlano,
  saveRdoConfig,
} from './planejamento.service';

const TAGS = ['RDO: planejamento'];
const ZObraParams = z.object({ obra: z.uuid('Obra inválida') });

/** An obra's RDO configuration, planned dates (`/:obra/diarios/datas`) and S-curve. */
export const planejamentoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/obras/:obra/diarios/configuracao',
    {
      schema: {
        tags: TAGS,
        summary: 'Configuração do RDO da obra',
        params: ZObraParams,
        response: { 200: ZRdoConfig },
      },
      config: { can: { subject: 'RDO', action: ['configure', 'create', 'read'] } },
    },
    async (request) => getRdoConfig(contextOf(app, request), request.params.obra),
  );

  app.put(
    '/obras/:obra/diarios/configuracao',
    {
      schema: {
        tags: TAGS,
        summary: 'Configurar o RDO da obra (seções, expediente, limite de atraso)',
        params: ZObraParams,
        body: ZRdoConfig,
        response: { 200: ZRdoConfig },
      },
      config: { can: { subject: 'RDO', action: 'configure' } },
    },
    async (request) => saveRdoConfig(rdoContextOf(app, request), request.params.obra, request.body),
  );

  app.get(
    '/obras/:obra/diarios/datas',
    {
      schema: {
        tags: TAGS,
        summary: 'Datas planejadas (atividades, pesos, início e término)',
        params: ZObraParams,
        response: { 200: ZPlano },
      },
      config: { can: { subject: 'RDO', action: ['plannedDates', 'read'] } },
    },
    async (request) => getPlano(contextOf(app, request), request.params.obra),
  );

  app.put(
    '/obras/:obra/diarios/datas',
    {
      schema: {
        tags: TAGS,
        summary: 'Salvar o plano inteiro (atividades sem id são novas; as que faltarem são removidas)',
        params: ZObraParams,
        body: ZPlanoInput,
        response: { 200: ZPlano },
      },
      config: { can: { subject: 'RDO', action: 'plannedDates' } },
    },
    async (request) => savePlano(rdoContextOf(app, request), request.params.obra, request.body),
  );

  app.post(
    '/obras/:obra/diarios/datas/importar',
    {
      schema: {
        tags: TAGS,
        summary: 'Ler uma planilha de plano (.xlsx ou .csv, campo "arquivo"); nada é salvo',
        params: ZObraParams,
        response: { 200: ZPlanoImportado },
      },
      config: { can: { subject: 'RDO', action: 'plannedDates' } },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie a planilha como multipart/form-data, no campo "arquivo".');
      return importPlano(contextOf(app, request), request.params.obra, await request.file());
    },
  );

  app.get(
    '/obras/:obra/diarios/datas/modelo.xlsx',
    {
      schema: {
        tags: TAGS,
        summary: 'Planilha modelo do plano, com as atividades atuais',
        params: ZObraParams,
      },
      config: { can: { subject: 'RDO', action: ['plannedDates', 'read'] } },
    },
    async (request, reply) => {
      const plano = await getPlano(contextOf(app, request), request.params.obra);
      const out = new PassThrough();
      // exceljs loads with the first spreadsheet, not with the server (a faster start).
      import('./plano-spreadsheet')
        .then(({ writePlanoTemplate }) =>
          writePlanoTemplate(out, plano.atividades.length ? plano.atividades : undefined),
        )
        .catch((error: unknown) => out.destroy(error as Error));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="datas-planejadas.xlsx"')
        .send(out);
    },
  );

  app.get(
    '/obras/:obra/diarios/curva-s',
    {
      schema: {
        tags: TAGS,
        summary: 'Curva S da obra: previsto contra realizado, dia a dia',
        params: ZObraParams,
        response: { 200: ZCurvaS },
      },
      config: { can: { subject: 'RDO', action: ['read', 'plannedDates'] } },
    },
    async (request) => getCurvaS(contextOf(app, request), request.params.obra),
  );
};
