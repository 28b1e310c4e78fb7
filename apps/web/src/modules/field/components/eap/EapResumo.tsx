import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TEap } from '@portal/domain';
import { OsProgresso } from '../os/OsProgresso';

/** The obra-wide progress of the team's EAP (its roots weighted by their weights) and how many items it has. */
export function EapResumo({ eap }: { eap: TEap }) {
  const { t } = useTranslation('eap');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('avancoObra')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('itens', { count: eap.itens.length })}
        </Typography>
      </Stack>
      <OsProgresso valor={eap.percentual} label={t('avancoObra')} />
    </Paper>
  );
}
