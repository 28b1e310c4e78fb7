import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TRdo } from '@portal/domain';

/** The report's life as a timeline, oldest first: who did what and when, with the reason given. */
export function RdoHistorico({ historico }: { historico: TRdo['historico'] }) {
  const { t } = useTranslation('rdo');
  if (historico.length === 0) return <Typography color="text.secondary">{t('historico.vazio')}</Typography>;
  return (
    <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {historico.map((evento, i) => {
        const last = i === historico.length - 1;
        return (
          <Box
            component="li"
            key={`${evento.em}:${i}`}
            sx={{ display: 'grid', gridTemplateColumns: '20px 1fr', columnGap: 1.5, breakInside: 'avoid' }}
          >
            {/* The dot and the line joining it to the next event. */}
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
              <Box
                sx={{
                  width: 12,
                  height: 12,
                  mt: 0.75,
                  borderRadius: '50%',
                  bgcolor: last ? 'primary.main' : 'grey.400',
                  flexShrink: 0,
                }}
              />
              {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 2 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {evento.acao}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('historico.porEm', { por: evento.por, em: formatDateTime(evento.em) })}
              </Typography>
              {evento.detalhe && (
                <Typography
                  variant="body2"
                  component="blockquote"
                  sx={{
                    m: 0,
                    mt: 0.5,
                    pl: 1.5,
                    borderLeft: 3,
                    borderColor: 'divider',
                    whiteSpace: 'pre-wrap',
                  }}
                >
                  {evento.detalhe}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
