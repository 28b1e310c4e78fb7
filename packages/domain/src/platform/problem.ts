import { z } from 'zod';

/** Stable error codes the API answers with; the web app switches on these, never on message text. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
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
});
export type TProblem = z.infer<typeof ZProblem>;
