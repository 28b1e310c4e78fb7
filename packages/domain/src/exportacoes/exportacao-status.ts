// The export's status without zod: the top bar's menu of exports only follows statuses, and leaves the schemas (and
// zod with them) out of every signed-in page's download.

/** Where an export is: queued, being written, ready to download, or failed (with the reason in `erro`). */
export const EXPORTACAO_STATUS = ['pendente', 'gerando', 'pronta', 'falhou'] as const;
export type TExportacaoStatus = (typeof EXPORTACAO_STATUS)[number];

/** Still being made: the screen keeps following it. */
export const EXPORTACAO_EM_ANDAMENTO: readonly TExportacaoStatus[] = ['pendente', 'gerando'];
