import { Box, Typography, type TypographyProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TChamadoResumo } from '@portal/domain';

/**
 * Where the ticket stands against its resolution deadline: the deadline, in red and said in words when the first
 * answer or the resolution passed it, "pausado" while the ticket waits for the client (the clock is stopped).
 */
export function SlaPrazo({
  chamado,
  variant = 'body2',
  duasLinhas = false,
}: {
  chamado: Pick<TChamadoResumo, 'sla' | 'status'>;
  variant?: TypographyProps['variant'];
  /** "estourado" under the deadline (a table cell), rather than after it. */
  duasLinhas?: boolean;
}) {
  const { t } = useTranslation('posvendas');
  const { sla } = chamado;
  if (sla.prazoResolucao === null)
    return (
      <Typography variant={variant} color="warning.main" component="span" sx={{ fontWeight: 500 }}>
        {t('sla.pausado')}
      </Typography>
    );
  const estourado = sla.resolucaoEstourada || sla.primeiraRespostaEstourada;
  if (duasLinhas)
    return (
      <Box sx={{ lineHeight: 1.3 }} data-sla={estourado ? 'estourado' : 'no-prazo'}>
        <Typography
          variant="body2"
          color={estourado ? 'error' : undefined}
          sx={{ fontWeight: estourado ? 600 : undefined }}
        >
          {formatDateTime(sla.prazoResolucao)}
        </Typography>
        {estourado && (
          <Typography variant="caption" color="error" component="p" sx={{ fontWeight: 500 }}>
            {t('sla.estourado')}
          </Typography>
        )}
      </Box>
    );
  return (
    <Typography
      variant={variant}
      component="span"
      color={estourado ? 'error' : undefined}
      sx={{ fontWeight: estourado ? 600 : undefined }}
      data-sla={estourado ? 'estourado' : 'no-prazo'}
    >
      {estourado
        ? t('sla.estouradoEm', { prazo: formatDateTime(sla.prazoResolucao) })
        : formatDateTime(sla.prazoResolucao)}
    </Typography>
  );
}
