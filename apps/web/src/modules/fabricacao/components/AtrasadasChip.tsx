import { Chip } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';

/** How many operations of a fabrication are late; nothing when none is. */
export function AtrasadasChip({ total }: { total: number }) {
  const { t } = useTranslation('fabricacao');
  if (total <= 0) return null;
  return (
    <Chip
      size="small"
      color="error"
      icon={<WarningIcon />}
      label={t('lista.atrasadas', { count: total })}
      data-testid="atrasadas-chip"
    />
  );
}
