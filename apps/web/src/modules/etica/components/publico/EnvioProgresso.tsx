import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** How much of a report (or an addition) and its files has been sent. */
export function EnvioProgresso({ porcentagem }: { porcentagem: number }) {
  const { t } = useTranslation('etica');
  const texto = t('form.enviando', { porcentagem });
  return (
    <Box role="status">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {texto}
      </Typography>
      <LinearProgress variant="determinate" value={porcentagem} aria-label={texto} />
    </Box>
  );
}
