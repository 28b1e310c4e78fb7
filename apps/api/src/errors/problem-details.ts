import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorCode, TProblem } from '@portal/domain';
import { DomainError, TooManyRequests, type FieldError } from './domain-errors';

const TITLES: Record<TErrorCode, string> = {
  VALIDATION_FAILED: 'Dados inválidos',
  BAD_REQUEST: 'Requisição inválida',
  UNAUTHENTICATED: 'Não autenticado',
  FORBIDDEN: 'Acesso negado',
  NOT_FOUND: 'Não encontrado',
  CONFLICT: 'Conflito',
  GONE: 'Não está mais disponível',
  PAYLOAD_TOO_LARGE: 'Conteúdo grande demais',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado',
  TOO_MANY_REQUESTS: 'Muitas requisições',
  SERVICE_UNAVAILABLE: 'Serviço indisponível',
  INTERNAL: 'Erro interno',
  IDEMPOTENCY_IN_PROGRESS: 'Envio em processamento',
  IDEMPOTENCY_KEY_REUSED: 'Chave de envio já usada',
  EmptyUsername: 'E-mail não informado',
  EmptyCode: 'Código não informado',
  EmptyPassword: 'Senha não informada',
  EmptyChallengeResponse: 'Resposta não informada',
  NOT_AUTHORIZED: 'Não autorizado',
  SESSION_INVALID: 'Sessão encerrada',
  TOKEN_EXPIRED: 'Sessão expirada',
  CODE_MISMATCH: 'Código inválido',
  EXPIRED_CODE: 'Código expirado',
  INVALID_PASSWORD: 'Senha fora da política',
  CHALLENGE_EXPIRED: 'Desafio expirado',
  LIMIT_EXCEEDED: 'Limite de tentativas atingido',
};

const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Messages for the errors Fastify and its plugins raise themselves, by their code. */
const FASTIFY_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'O corpo da requisição não é um JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    detail: 'O corpo da requisição está vazio, mas o tipo informado é JSON.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    detail: 'Tipo de conteúdo não suportado. Envie application/json ou multipart/form-data.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'O tamanho declarado do corpo não confere.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'O corpo da requisição é maior que o permitido.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: 'O arquivo é maior que o permitido.' },
  FST_PARTS_LIMIT: { status: 413, detail: 'A requisição tem partes demais.' },
  FST_FILES_LIMIT: { status: 413, detail: 'Envie um arquivo por vez.' },
  FST_FIELDS_LIMIT: { status: 413, detail: 'A requisição tem campos demais.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    detail: 'Envie o arquivo como multipart/form-data.',
  },
  FST_MP_PREMATURE_CLOSE: {
    status: 400,
    detail: 'O envio foi interrompido antes de terminar. Tente de novo.',
  },
  FST_PROTO_VIOLATION: { status: 400, detail: 'O envio tem um campo com nome não permitido.' },
  // The plugin says 406, but nothing about the answer's format is wrong: the field the client sent is.
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, detail: 'Um campo declarado como JSON não é um JSON válido.' },
  FST_ERR_VALIDATION: { status: 400, detail: 'Os dados enviados são inválidos.' },
  FST_ERR_BAD_URL: {
    status: 400,
    detail: 'O endereço da requisição é inválido: tem uma sequência % malformada.',
  },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'O endereço da requisição é longo demais.' },
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: { status: 400, detail: 'Informe o cabeçalho Content-Type.' },
};

const MULTIPART_MALFORMED =
  'O corpo multipart/form-data está malformado ou incompleto. Envie o arquivo de novo.';

/**
 * busboy (under @fastify/multipart) reports a body it cannot read with plain errors that carry no code, so only
 * their messages tell them from a bug. These are all it raises for what a client sent; anything else stays a 500.
 */
const MULTIPART_BODY_ERRORS: { message: RegExp; detail: string }[] = [
  {
    message: /^Multipart: Boundary not found$/,
    detail: 'O cabeçalho Content-Type do envio multipart/form-data não informa o boundary.',
  },
  // The boundary becomes busboy's search needle, which refuses one that is empty or too long.
  {
    message: /^The needle cannot (be an empty|have a length bigger than)/,
    detail: 'O boundary do cabeçalho Content-Type é inválido.',
  },
  { message: /unexpected end of multipart data$/i, detail: MULTIPART_MALFORMED },
];

function multipartBodyErrorOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || 'code' in error) return undefined;
  return MULTIPART_BODY_ERRORS.find((known) => known.message.test(error.message))?.detail;
}

const DETAIL_BY_STATUS: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Entre no portal para continuar.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Não encontrado.',
  405: 'Método não permitido para este endereço.',
  409: 'A operação conflita com o estado atual do registro.',
  413: 'O conteúdo enviado é maior que o permitido.',
  414: 'O endereço da requisição é longo demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  503: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
};

const INTERNAL_DETAIL = 'Ocorreu um erro inesperado. Tente novamente; se continuar, avise o suporte.';

export function problem(
  status: number,
  code: TErrorCode,
  detail: string,
  instance?: string,
  errors?: FieldError[],
  motivo?: string,
): TProblem {
  return {
    type: 'about:blank',
    title: TITLES[code],
    status,
    detail,
    code,
    ...(instance ? { instance } : {}),
    ...(errors && errors.length > 0 ? { errors } : {}),
    ...(motivo ? { motivo } : {}),
  };
}

function sendProblem(reply: FastifyReply, body: TProblem): FastifyReply {
  return reply.status(body.status).type('application/problem+json; charset=utf-8').send(body);
}

function fieldErrorsOf(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => ({
    campo: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    mensagem: v.message ?? 'Valor inválido',
  }));
}

/**
 * Database refusals that a request can cause (two people saving the same code at once, a record deleted meanwhile):
 * by their SQLSTATE, on the error or on the query error Drizzle wraps around it.
 */
const DATABASE_ERRORS: Record<string, { status: number; code: TErrorCode; detail: string }> = {
  '23505': { status: 409, code: 'CONFLICT', detail: 'Já existe um registro com esses dados.' },
  '23503': { status: 400, code: 'BAD_REQUEST', detail: 'O registro indicado não existe (ou foi removido).' },
  '23514': { status: 400, code: 'BAD_REQUEST', detail: 'Um dos valores está fora do permitido.' },
  '22P02': { status: 400, code: 'BAD_REQUEST', detail: 'Um dos valores tem formato inválido.' },
};

function databaseErrorOf(error: unknown) {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 3;
    e = e.cause as typeof e, depth += 1
  ) {
    if (typeof e.code === 'string' && DATABASE_ERRORS[e.code]) return DATABASE_ERRORS[e.code];
  }
  return undefined;
}

/** Maps every error to RFC 9457 problem details; nothing internal (stack, SQL, paths) ever leaves. */
export function toProblem(error: unknown, request: FastifyRequest): TProblem {
  const instance = request.url.split('?')[0];
  const database = databaseErrorOf(error);
  if (database) return problem(database.status, database.code, database.detail, instance);
  if (error instanceof DomainError) {
    return problem(error.status, error.code, error.message, instance, error.fieldErrors, error.motivo);
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const errors = fieldErrorsOf(fastifyError);
    const where =
      fastifyError.validationContext === 'querystring'
        ? 'Parâmetros de consulta inválidos.'
        : 'Os dados enviados são inválidos.';
    return problem(400, 'VALIDATION_FAILED', where, instance, errors);
  }
  const multipart = multipartBodyErrorOf(error);
  if (multipart) return problem(400, 'BAD_REQUEST', multipart, instance);
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) {
    return problem(known.status, CODE_BY_STATUS[known.status] ?? 'BAD_REQUEST', known.detail, instance);
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    return problem(
      status,
      CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
      DETAIL_BY_STATUS[status] ?? 'Requisição inválida.',
      instance,
    );
  }
  if (status === 503) return problem(503, 'SERVICE_UNAVAILABLE', DETAIL_BY_STATUS[503]!, instance);
  return problem(500, 'INTERNAL', INTERNAL_DETAIL, instance);
}

/** One error handler and one not-found handler for the whole API. */
export function registerProblemDetails(
  app: FastifyInstance,
  onNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler(onNotFound);
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body = toProblem(error, request);
  if (body.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, status: body.status }, body.detail);
  if (error instanceof TooManyRequests && error.retryAfterSeconds) {
    void reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return sendProblem(reply, body);
}

/**
 * For Fastify's `frameworkErrors` option: the errors its router raises before any route or hook runs (a URL with
 * broken %-encoding, a parameter too long), which the error handler never sees.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No hook runs for these requests (helmet's and the request id's included), and the body echoes the URL.
  void reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff');
  void sendError(error, request, reply);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '';
  return sendProblem(
    reply,
    problem(404, 'NOT_FOUND', `Endereço da API não encontrado: ${request.method} ${path}`, path),
  );
}
