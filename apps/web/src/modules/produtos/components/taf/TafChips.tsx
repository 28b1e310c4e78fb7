import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  TAF_STATUS_LABEL,
  TAF_VEREDITO_LABEL,
  type TTafResultado,
  type TTafStatus,
  type TTafVeredito,
} from '@portal/domain';

const STATUS_COR: Record<TTafStatus, ChipProps['color']> = {
  em_execucao: 'info',
  aguardando_assinaturas: 'warning',
  assinado: 'success',
};

/** The record's status: being filled (blue), waiting for signatures (amber), signed (green). */
export function TafStatusChip({ status, size = 'small' }: { status: TTafStatus; size?: ChipProps['size'] }) {
  return <Chip size={size} color={STATUS_COR[status]} label={TAF_STATUS_LABEL[status]} />;
}

/** The verdict once concluded: aprovado green, reprovado red; nothing before. */
export function TafVereditoChip({
  resultado,
  size = 'small',
}: {
  resultado: TTafVeredito | null;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('produtos');
  if (!resultado)
    return <Chip size={size} variant="outlined" label={t('taf.semResultado')} data-resultado="nenhum" />;
  return (
    <Chip
      size={size}
      color={resultado === 'aprovado' ? 'success' : 'error'}
      label={TAF_VEREDITO_LABEL[resultado]}
      data-resultado={resultado}
    />
  );
}

const PONTO_COR: Record<TTafResultado, ChipProps['color']> = {
  conforme: 'success',
  nao_conforme: 'error',
  nao_aplicavel: 'default',
};

/** A point's result: Conforme, Não conforme (red), N.A. */
export function PontoResultadoChip({
  resultado,
  size = 'small',
}: {
  resultado: TTafResultado;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('produtos');
  return <Chip size={size} color={PONTO_COR[resultado]} label={t(`resultado.${resultado}`)} />;
}
