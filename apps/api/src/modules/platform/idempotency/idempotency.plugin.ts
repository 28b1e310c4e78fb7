import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Cron } from 'croner';
import { TIME_ZONE } from '@portal/domain';
import { DomainError } from '../../../errors/domain-errors';
import {
  completeKey,
  findKey,
  purgeOldKeys,
  releaseKey,
  reserveKey,
  type Envio,
} from './idempotency.repository';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** The daily removal of keys older than a week. */
export const PURGE_JOB = 'idempotencia-limpar';

const KEY = /^[A-Za-z0-9_\-:.]{8,100}$/;
const METHODS = ['POST', 'PUT', 'PATCH'];

export class InvalidIdempotencyKey extends DomainError {
  constructor() {
    super(
      'BAD_REQUEST',
      400,
      'O cabeçalho Idempotency-Key deve ter de 8 a 100 caracteres: letras sem acento, números, _ - : ou ponto.',
    );
  }
}

export class IdempotencyInProgress extends DomainError {
  constructor() {
    super(
      'IDEMPOTENCY_IN_PROGRESS',
      409,
      'Este envio ainda está sendo processado; tente de novo em instantes.',
    );
  }
}

export class IdempotencyKeyReused extends DomainError {
  constructor() {
    super(
      'IDEMPOTENCY_KEY_REUSED',
      422,
      'Esta chave de envio (Idempotency-Key) já foi usada em outro envio.',
    );
  }
}

/**
 * What makes a retry the same request: the JSON body as validated. A multipart body (a photo) is a stream the
 * handler reads after this runs, so only its method and URL count.
 */
function fingerprintOf(request: FastifyRequest): string | null {
  if (request.isMultipart()) return null;
  return createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

const sameRequest = (a: Envio, b: Envio) =>
  a.metodo === b.metodo && a.rota === b.rota && a.impressao === b.impressao;

/**
 * Makes every create and change of a signed-in user safe to send again (issue 24: the phone sends what it made
 * offline when the signal returns, and an answer lost on the way is sent again). A POST, PUT or PATCH with an
 * `Idempotency-Key` header reserves the key for the user before the handler runs; a 2xx answer is kept, anything
 * else frees the key. The same key again answers what was kept (header `idempotent-replayed: true`) without running
 * the handler; while the first still runs, 409; for another route or body, 422. Without the header nothing changes.
 *
 * The reservation is a preHandler added to each route after the permission guard (which sets `request.auth`), so a
 * refused or invalid request reserves nothing. Registered without encapsulation, before the modules, so its hooks
 * cover every module's routes.
 */
async function idempotencyPlugin(app: FastifyInstance): Promise<void> {
  const db = app.ctx.database.db;
  const reserved = new WeakMap<FastifyRequest, Envio>();

  const reserve = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.auth || !METHODS.includes(request.method)) return;
    // Node joins a repeated header with ", ", which the pattern refuses.
    if (typeof header !== 'string' || !KEY.test(header)) throw new InvalidIdempotencyKey();
    const envio: Envio = {
      usuarioId: request.auth.user.id,
      chave: header,
      metodo: request.method,
      rota: request.url,
      impressao: fingerprintOf(request),
    };
    // Twice: the key may be freed between a refused reservation and the read (the first request failed).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await reserveKey(db, envio)) {
        reserved.set(request, envio);
        return;
      }
      const previous = await findKey(db, envio);
      if (!previous) continue;
      if (!sameRequest(previous, envio)) throw new IdempotencyKeyReused();
      if (previous.status === null) throw new IdempotencyInProgress();
      void reply.code(previous.status).header(REPLAYED_HEADER, 'true');
      if (previous.contentType) void reply.type(previous.contentType);
      return reply.send(previous.resposta ?? undefined);
    }
    throw new IdempotencyInProgress();
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if ((route.config as { public?: boolean } | undefined)?.public) return;
    if (!methods.some((m) => METHODS.includes(m))) return;
    const existing = route.preHandler
      ? Array.isArray(route.preHandler)
        ? route.preHandler
        : [route.preHandler]
      : [];
    // Last, right before the handler: the guard and any check of the route come first and reserve nothing.
    route.preHandler = [...existing, reserve];
  });

  // An application-wide onSend runs before the routes' own (compression), so the payload is still the JSON text.
  app.addHook('onSend', async (request, reply, payload) => {
    const envio = reserved.get(request);
    if (!envio) return payload;
    reserved.delete(request);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    // Only a text answer (or none) can be kept; a stream or buffer is not, and its retry runs again.
    const resposta = typeof payload === 'string' ? payload : payload == null ? null : undefined;
    try {
      if (ok && resposta !== undefined) {
        const contentType = reply.getHeader('content-type');
        await completeKey(db, envio, {
          status: reply.statusCode,
          resposta,
          contentType: typeof contentType === 'string' ? contentType : null,
        });
      } else {
        await releaseKey(db, envio);
      }
    } catch (err) {
      // The answer goes out anyway; a reservation left behind is taken over once abandoned.
      request.log.error({ err }, 'idempotency key not updated');
    }
    return payload;
  });

  await app.jobs.work(PURGE_JOB, () => purgeOldKeys(db));
  let daily: Cron | undefined;
  app.addHook('onReady', async () => {
    daily = new Cron(
      '30 3 * * *',
      { timezone: TIME_ZONE, protect: true },
      () =>
        void app.jobs
          .send(PURGE_JOB, {}, { singletonKey: `limpar:${new Date().toISOString().slice(0, 10)}` })
          .catch((error: unknown) => app.log.error({ err: error }, 'could not queue the idempotency purge')),
    );
  });
  app.addHook('onClose', async () => daily?.stop());
}

export const idempotency = fp(idempotencyPlugin, { name: 'idempotency' });
