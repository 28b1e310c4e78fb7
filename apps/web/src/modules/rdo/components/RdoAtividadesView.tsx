import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRdoConteudoView } from '@portal/domain';
import { formatDecimal, formatPercent } from '../rdo-format';

type Atividade = TRdoConteudoView['atividades'][number];

function Barra({
  label,
  value,
  color,
}: {
  label: string;
  value: number;
  color: 'inherit' | 'error' | 'success';
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '80px 1fr 56px', alignItems: 'center', gap: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, value))}
        color={color}
        aria-label={`${label}: ${formatPercent(value)}`}
        sx={{ height: 8, borderRadius: 4, ...(color === 'inherit' ? { color: 'grey.500' } : {}) }}
      />
      <Typography variant="caption" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {formatPercent(value)}
      </Typography>
    </Box>
  );
}

/**
 * The day's activities. A planned one shows the % its plan expected by this date against the cumulative % done,
 * red when behind, so a delay is visible in the report itself and not only on the S-curve.
 */
export function RdoAtividadesView({ atividades }: { atividades: Atividade[] }) {
  const { t } = useTranslation('rdo');
  if (atividades.length === 0) return <Typography color="text.secondary">{t('secoes.vazio')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {atividades.map((a, i) => {
        const behind =
          a.percentualPrevisto !== null &&
          a.percentualAcumulado !== null &&
          a.percentualAcumulado < a.percentualPrevisto;
        return (
          <Box
            component="li"
            key={i}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 320px' },
              gap: { xs: 0.5, md: 2 },
              pb: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0, pb: 0 },
              breakInside: 'avoid',
            }}
          >
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {a.descricao}
              </Typography>
              {a.observacao && (
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                  {a.observacao}
                </Typography>
              )}
              {behind && (
                <Typography variant="caption" color="error" component="p" sx={{ fontWeight: 600 }}>
                  {t('atividades.atrasada', {
                    pontos: formatDecimal(a.percentualPrevisto! - a.percentualAcumulado!),
                  })}
                </Typography>
              )}
            </Box>
            {(a.percentualPrevisto !== null || a.percentualAcumulado !== null) && (
              <Stack spacing={0.5}>
                {a.percentualPrevisto !== null && (
                  <Barra label={t('atividades.previsto')} value={a.percentualPrevisto} color="inherit" />
                )}
                {a.percentualAcumulado !== null && (
                  <Barra
                    label={t('atividades.acumulado')}
                    value={a.percentualAcumulado}
                    color={behind ? 'error' : 'success'}
                  />
                )}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
