import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}
      role="progressbar"
      aria-label={t('carregando')}
    >
      <CircularProgress />
    </Box>
  );
}
