import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ACESSO_NEGADO, CONFIDENTIAL_SUBJECTS } from '@portal/domain';
import { Forbidden } from '../../errors/domain-errors';
import { HiddenRefusal } from '../../permissions/check-record';
import { recordAudit } from './audit.service';
import { isUuid } from '../../permissions/rule-fields';

/** The audit log's kind for refused attempts: not a record's row, so no record's trail counts them as changes. */
export const ACESSO_ENTITY = 'acesso';

const MAX_PATH = 300;

/** A refusal the log keeps: the route guard's or a service's 403, and the 404 that hides a record (HiddenRefusal). */
function refusalOf(error: unknown): { subject: string | null; message: string; status: number } | null {
  if (error instanceof HiddenRefusal) return { subject: error.subject, message: error.message, status: 404 };
  if (error instanceof Forbidden) return { subject: null, message: error.message, status: 403 };
  return null;
}

/** The record the request was about: the first route parameter holding a UUID, else the path itself. */
function targetOf(request: FastifyRequest, path: string): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const id = Object.values(params).find(isUuid) as string | undefined;
  return id?.toLowerCase() ?? path;
}

function subjectOfRoute(request: FastifyRequest): string | null {
  const can = request.routeOptions.config?.can;
  return can && typeof can === 'object' ? can.subject : null;
}

/**
 * A refusal about a confidential subject or kind of record (the ethics channel, issue 23). It is not kept: on the
 * administrators' page it would tell which reports exist (a missing one is a plain 404, never logged) and which
 * committee members are kept away from which report.
 */
function aboutConfidential(
  request: FastifyRequest,
  subject: string | null,
  isConfidentialKind: (entidade: string) => boolean,
): boolean {
  if (subject && (CONFIDENTIAL_SUBJECTS as readonly string[]).includes(subject)) return true;
  const entidade = (request.params as Record<string, unknown> | undefined)?.entidade;
  return typeof entidade === 'string' && isConfidentialKind(entidade);
}

/**
 * Keeps every refused attempt of a signed-in user in the audit log (action `acesso_negado`): who, which route and
 * record, the status and message they got, from which address. Requests without a session (and the CSRF refusal,
 * which comes before the session is read) are not attempts by anyone the log could name.
 *
 * It runs in Fastify's onError hook, after the service's transaction has rolled back, with its own write; a failure
 * to write is logged and never changes the answer, which stays exactly the one the user would get anyway (a hidden
 * record's 404 included). Registered without encapsulation so it covers every module's routes.
 */
export const auditRefusals = fp(
  async (app) => {
    const db = app.ctx.database.db;
    app.addHook('onError', async (request, _reply, error) => {
      const refusal = refusalOf(error);
      if (!refusal || !request.auth) return;
      const subject = refusal.subject ?? subjectOfRoute(request);
      if (aboutConfidential(request, subject, (e) => Boolean(app.records.kindOf(e)?.confidential))) return;
      const path = (request.url.split('?')[0] ?? '').slice(0, MAX_PATH);
      try {
        await recordAudit(db, request.auth.actor, {
          entity: ACESSO_ENTITY,
          entityId: targetOf(request, path),
          action: ACESSO_NEGADO,
          after: {
            metodo: request.method,
            rota: request.routeOptions.url ?? null,
            caminho: path,
            status: refusal.status,
            mensagem: refusal.message,
            sujeito: subject,
            ip: request.ip,
          },
        });
      } catch (err) {
        request.log.warn({ err }, 'refused access attempt not recorded in the audit log');
      }
    });
  },
  { name: 'audit-refusals' },
);
