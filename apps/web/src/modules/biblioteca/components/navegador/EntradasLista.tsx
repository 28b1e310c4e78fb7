import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TPastaResumo } from '@portal/domain';
import { SubpastasGrade } from './SubpastasGrade';

/** The folders a person may enter when the library's root is closed to them (a client's, say). */
export function EntradasLista({ pastas }: { pastas: TPastaResumo[] }) {
  const { t } = useTranslation('biblioteca');
  if (pastas.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
        <Typography variant="h6" component="p">
          {t('entradas.nenhuma')}
        </Typography>
        <Typography color="text.secondary">{t('entradas.nenhumaTexto')}</Typography>
      </Paper>
    );
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{t('entradas.texto')}</Typography>
      <SubpastasGrade pastas={pastas} />
    </Stack>
  );
}
