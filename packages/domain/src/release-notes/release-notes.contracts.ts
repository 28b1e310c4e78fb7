import { z } from 'zod';

const MODULE_TAG = /^\[[^\]]+\] \S/;

export const ZReleaseNoteLine = z
  .string()
  .regex(MODULE_TAG, 'Cada linha começa com a etiqueta do módulo: [Módulo] texto');

/** One version of the portal as shown on /versoesSistema (SPEC §3 "Release note"). */
export const ZReleaseNote = z.object({
  versao: z.string().regex(/^\d+\.\d+\.\d+$/),
  /** dd/mm/aaaa */
  data: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  melhorias: z.array(ZReleaseNoteLine),
  bug: z.array(ZReleaseNoteLine),
});
export type TReleaseNote = z.infer<typeof ZReleaseNote>;

/** Splits "[RDO] texto" into its tag and text, for the chips of /versoesSistema. */
export function splitReleaseNoteLine(line: string): { tag: string; texto: string } {
  const match = /^\[([^\]]+)\]\s*(.*)$/s.exec(line);
  return match ? { tag: match[1] ?? '', texto: match[2] ?? '' } : { tag: '', texto: line };
}
