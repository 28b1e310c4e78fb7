import { Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  PROJETO_CODIGO_LABEL,
  PROJETO_SITUACAO_LABEL,
  type TProjetoCodigo,
  type TProjetoSituacao,
} from '@portal/domain';

type Cor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

const SITUACAO_COR: Record<TProjetoSituacao, Cor> = {
  EL: 'default',
  PAP: 'info',
  APC: 'success',
  REV: 'warning',
  REP: 'error',
  APR: 'success',
  EMI: 'primary',
  CL: 'default',
};

/** A document's situation: its code (PAP) with its name, so a phone shows both. */
export function ProjetoSituacaoChip({
  situacao,
  size = 'small',
}: {
  situacao: TProjetoSituacao;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      size={size}
      color={SITUACAO_COR[situacao]}
      variant={situacao === 'EL' || situacao === 'CL' ? 'outlined' : 'filled'}
      label={`${situacao} — ${PROJETO_SITUACAO_LABEL[situacao]}`}
      data-situacao={situacao}
    />
  );
}

const CODIGO_COR: Record<TProjetoCodigo, Cor> = { A: 'success', B: 'success', C: 'warning', D: 'error' };

/** The client's review code (A–D), its meaning in the tooltip-free label of a phone ("B — Aprovado com…"). */
export function ProjetoCodigoChip({ codigo, curto = false }: { codigo: TProjetoCodigo; curto?: boolean }) {
  return (
    <Chip
      size="small"
      variant={codigo === 'B' ? 'outlined' : 'filled'}
      color={CODIGO_COR[codigo]}
      label={curto ? codigo : PROJETO_CODIGO_LABEL[codigo]}
      title={PROJETO_CODIGO_LABEL[codigo]}
      data-codigo={codigo}
    />
  );
}

/** A due date, in red with the days late when the document is overdue (the API decides, by the São Paulo day). */
export function PrazoTexto({
  prazo,
  atrasado,
  diasAtraso,
}: {
  prazo: string | null;
  atrasado: boolean;
  diasAtraso: number;
}) {
  const { t } = useTranslation('projetos');
  if (!prazo) return <>{t('lista.ninguem')}</>;
  return (
    <Typography
      variant="body2"
      component="span"
      color={atrasado ? 'error' : undefined}
      sx={{ fontWeight: atrasado ? 600 : undefined }}
      data-atrasado={atrasado || undefined}
    >
      {formatDate(prazo)}
      {atrasado && ` · ${t('lista.atrasado', { count: diasAtraso })}`}
    </Typography>
  );
}
