import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TChamado } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { corDaNota } from '../notas';

/** The client's rating of the service (1 to 10) and their comment, once given. */
export function AvaliacaoCard({ avaliacao }: { avaliacao: NonNullable<TChamado['avaliacao']> }) {
  const { t } = useTranslation('posvendas');
  return (
    <SectionCard id="chamado-avaliacao" title={t('avaliacao.titulo')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: `${corDaNota(avaliacao.nota)}.main`,
            color: `${corDaNota(avaliacao.nota)}.contrastText`,
            flexShrink: 0,
          }}
          data-testid="avaliacao-nota"
        >
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {avaliacao.nota}
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('avaliacao.nota', { nota: avaliacao.nota })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('avaliacao.em', { data: formatDateTime(avaliacao.em) })}
          </Typography>
        </Box>
      </Stack>
      {avaliacao.comentario && (
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {avaliacao.comentario}
        </Typography>
      )}
    </SectionCard>
  );
}
