import { z } from 'zod';

/** A raw CASL rule granted to one user (SPEC "specific_rules"). */
export const ZSpecificRule = z.object({
  action: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  subject: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  inverted: z.boolean().optional(),
});
