import { useTheme } from '@mui/material';
import type { TProjetoSituacao } from '@portal/domain';

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** `2026-03` → `mar/26`. */
export const mesAno = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1] ?? mes}/${mes.slice(2, 4)}`;

/** One colour per situation: the designers' in blues and ambers, the client's wait in orange, the ends in green/grey. */
export function useCoresDasSituacoes(): Record<TProjetoSituacao, string> {
  const { palette } = useTheme();
  return {
    EL: palette.info.main,
    PAP: palette.warning.main,
    APC: palette.success.light,
    REV: palette.warning.dark,
    REP: palette.error.main,
    APR: palette.success.main,
    EMI: palette.primary.main,
    CL: palette.grey[500],
  };
}
