import { z } from 'zod';

/** Stable error codes the API answers with; the web app switches on these, never on message text. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** A link that worked once and no longer does (an expired survey link). */
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  /** The first send with this Idempotency-Key is still running: try again shortly (issue 24). */
  'IDEMPOTENCY_IN_PROGRESS',
  /** The Idempotency-Key was used for another request (another route or body): never retried as is. */
  'IDEMPOTENCY_KEY_REUSED',
  // identity (SPEC §5 names the four empty-input errors)
  'EmptyUsername',
  'EmptyCode',
  'EmptyPassword',
  'EmptyChallengeResponse',
  'NOT_AUTHORIZED',
  'SESSION_INVALID',
  'TOKEN_EXPIRED',
  'CODE_MISMATCH',
  'EXPIRED_CODE',
  'INVALID_PASSWORD',
  'CHALLENGE_EXPIRED',
  'LIMIT_EXCEEDED',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZFieldError = z.object({
  /** Dotted path of the field, e.g. `contatos.0.email`; empty for the whole body. */
  campo: z.string(),
  mensagem: z.string(),
});

/** RFC 9457 problem details, with our stable `code` and per-field errors. */
export const ZProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  instance: z.string().optional(),
  errors: z.array(ZFieldError).optional(),
  /**
   * For a session that ended: the identity message of SPEC §8, word for word (e.g. `User is disabled.`),
   * which tells the web app to clean up and go to /login.
   */
  motivo: z.string().optional(),
});
export type TProblem = z.infer<typeof ZProblem>;
