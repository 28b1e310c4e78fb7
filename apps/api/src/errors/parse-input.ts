import type { z } from 'zod';
import { ValidationFailed } from './domain-errors';

/** Validates with a shared zod contract; bad input becomes a 400 with one pt-BR message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationFailed(
    'Os dados enviados são inválidos.',
    result.error.issues.map((issue) => ({ campo: issue.path.join('.'), mensagem: issue.message })),
  );
}
