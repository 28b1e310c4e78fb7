import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TChecklistResultado } from '@portal/domain';

const COLOR: Record<TChecklistResultado | 'pendente', ChipProps['color']> = {
  conforme: 'success',
  nao_conforme: 'error',
  na: 'default',
  respondido: 'info',
  pendente: 'default',
};

/** An answer's result, coloured: conforme green, não conforme red, N.A. and text answers neutral. */
export function ResultadoChip({
  resultado,
  size = 'small',
}: {
  resultado: TChecklistResultado | 'pendente';
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('checklist');
  return (
    <Chip
      size={size}
      color={COLOR[resultado]}
      variant={resultado === 'pendente' ? 'outlined' : 'filled'}
      label={t(`resultado.${resultado}`)}
    />
  );
}
