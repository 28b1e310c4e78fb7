import { Chip } from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useTranslation } from 'react-i18next';

/** What the reporter added since the committee's last answer ("2 novas informações"); nothing when none. */
export function NovasInformacoesChip({ quantas }: { quantas: number }) {
  const { t } = useTranslation('etica');
  if (quantas <= 0) return null;
  return (
    <Chip
      size="small"
      color="secondary"
      icon={<NotificationsNoneIcon />}
      label={t('lista.novas', { count: quantas })}
      data-testid="etica-novas"
    />
  );
}
