import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuditoriaEntidades,
  ZAuditoriaPage,
  ZAuditoriaQuery,
  ZHistoricoPage,
  ZHistoricoParams,
  ZHistoricoQuery,
} from '@portal/domain';
import { recordsContextOf } from '../../records/record-registry';
import { contextOf } from '../../service-context';
import { listAuditEntities, listAuditoria } from './audit-page.service';
import { auditoriaExportSource } from './auditoria-export';
import { findRecordHistory } from './record-history.service';

const TAGS = ['Auditoria'];

/** A record's history tab and the administrators' audit page (issue 12 "History"). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const recordsContext = (request: Parameters<typeof contextOf>[1]) =>
    recordsContextOf(app, contextOf(app, request));
  // The audit page exports what it shows (POST /api/exportacoes with lista 'auditoria'), administrators only.
  app.exports.register(auditoriaExportSource(app.records));

  app.get(
    '/registros/:entidade/:id/historico',
    {
      schema: {
        tags: TAGS,
        summary: 'Histórico de um registro: quem mudou o quê, campo a campo (equipe interna)',
        params: ZHistoricoParams,
        querystring: ZHistoricoQuery,
        response: { 200: ZHistoricoPage },
      },
      // The record's own rule decides (loadRecordFor), and external users are refused by the service.
      config: { can: 'signed-in' },
    },
    async (request) =>
      findRecordHistory(recordsContext(request), request.params.entidade, request.params.id, request.query),
  );

  app.get(
    '/auditoria',
    {
      schema: {
        tags: TAGS,
        summary: 'Auditoria: alterações e acessos negados, filtrados e paginados (administradores)',
        querystring: ZAuditoriaQuery,
        response: { 200: ZAuditoriaPage },
      },
      config: { can: { subject: 'Auditoria', action: 'read' } },
    },
    async (request) => listAuditoria(recordsContext(request), request.query),
  );

  app.get(
    '/auditoria/entidades',
    {
      schema: {
        tags: TAGS,
        summary: 'Tipos de registro do filtro de módulo da auditoria',
        response: { 200: ZAuditoriaEntidades },
      },
      config: { can: { subject: 'Auditoria', action: 'read' } },
    },
    async (request) => listAuditEntities(recordsContext(request)),
  );
};
