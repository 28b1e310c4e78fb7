import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** The form of a schema: fields hold what is typed (the schema's input), submit gets what it parses to (its output). */
export type ZodForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

/**
 * react-hook-form validated by a domain zod contract (the same one the API validates with), typed on both sides:
 * fields are the contract's input, submit receives its output; no `as never` around the resolver. Messages are
 * pt-BR (installZodPtBr at start-up).
 */
export function useZodForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  options: Omit<UseFormProps<I, unknown, O>, 'resolver'> = {},
): UseFormReturn<I, unknown, O> {
  return useForm<I, unknown, O>({ ...options, resolver: zodResolver(schema) });
}
