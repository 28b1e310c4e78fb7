import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OCORRENCIA_TIPO_LABEL, type TRdoConteudoView } from '@portal/domain';

const COLORS: Record<string, ChipProps['color']> = { acidente: 'error', paralisacao: 'warning' };
const tipoLabel = (tipo: string) => OCORRENCIA_TIPO_LABEL[tipo as keyof typeof OCORRENCIA_TIPO_LABEL] ?? tipo;

/** Accidents, stoppages, visits, orders received...: what a Livro de Ordem must record, each with its type. */
export function RdoOcorrenciasView({ ocorrencias }: { ocorrencias: TRdoConteudoView['ocorrencias'] }) {
  const { t } = useTranslation('rdo');
  if (ocorrencias.length === 0)
    return <Typography color="text.secondary">{t('secoes.nenhumaOcorrencia')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {ocorrencias.map((o, i) => (
        <Box component="li" key={i} sx={{ breakInside: 'avoid' }}>
          <Chip
            label={tipoLabel(o.tipo)}
            size="small"
            color={COLORS[o.tipo] ?? 'default'}
            variant={COLORS[o.tipo] ? 'filled' : 'outlined'}
            sx={{ mb: 0.5 }}
          />
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {o.descricao}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
