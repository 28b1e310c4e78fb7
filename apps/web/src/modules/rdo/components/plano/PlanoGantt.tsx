import { Box, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate, todayInSaoPaulo } from '@portal/domain';
import { formatDecimal } from '../../format-decimal';
import { ganttLayout } from './gantt-layout';
import type { PlanoRow } from './plano-row.types';

const LABEL = { xs: 64, sm: 110 };

/**
 * The plan over time: one bar per activity across its planned span, filled up to its realized %, red when late;
 * a line marks today. Plain boxes rather than a chart: it reads the same on a phone and needs no extra code.
 */
export function PlanoGantt({ rows }: { rows: PlanoRow[] }) {
  const { t } = useTranslation('rdoEdicao');
  const hoje = todayInSaoPaulo();
  const layout = ganttLayout(rows, hoje);
  if (!layout) return <Typography color="text.secondary">{t('gantt.vazio')}</Typography>;
  const hojeLinha = layout.hoje !== null && (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: `${layout.hoje}%`,
        borderLeft: 2,
        borderColor: 'secondary.main',
      }}
    />
  );
  return (
    <Box>
      <Stack direction="row" sx={{ mb: 0.5 }}>
        <Box sx={{ width: LABEL, flexShrink: 0 }} />
        <Box sx={{ position: 'relative', flex: 1, height: 18 }} aria-hidden>
          {layout.marcas.map((m) => (
            <Typography
              key={m.data}
              variant="caption"
              color="text.secondary"
              sx={{
                position: 'absolute',
                left: `${m.left}%`,
                borderLeft: 1,
                borderColor: 'divider',
                pl: 0.5,
                whiteSpace: 'nowrap',
              }}
            >
              {dayjs(m.data).format('MMM/YY')}
            </Typography>
          ))}
        </Box>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('gantt.rotulo')}>
        {rows.map((row) => {
          const barra = layout.barras[row.key];
          if (!barra) return null;
          const feito = row.percentualRealizado ?? 0;
          const texto = t('gantt.barra', {
            atividade: `${row.codigo} ${row.descricao}`,
            inicio: formatDate(row.inicioPrevisto),
            fim: formatDate(row.fimPrevisto),
            realizado: formatDecimal(feito),
          });
          const cor = row.atrasada ? 'error' : 'primary';
          return (
            <Stack component="li" key={row.key} direction="row" sx={{ alignItems: 'center', height: 26 }}>
              <Typography
                variant="caption"
                noWrap
                sx={{ width: LABEL, flexShrink: 0, pr: 1 }}
                title={row.descricao}
              >
                {row.codigo}
              </Typography>
              <Box sx={{ position: 'relative', flex: 1, height: '100%' }}>
                <Tooltip title={texto}>
                  <Box
                    role="img"
                    aria-label={texto}
                    sx={(theme) => ({
                      position: 'absolute',
                      top: 5,
                      bottom: 5,
                      left: `${barra.left}%`,
                      width: `max(${barra.width}%, 3px)`,
                      borderRadius: 1,
                      overflow: 'hidden',
                      bgcolor: alpha(theme.palette[cor].main, 0.2),
                      border: `1px solid ${theme.palette[cor].main}`,
                    })}
                  >
                    <Box sx={{ height: '100%', width: `${Math.min(100, feito)}%`, bgcolor: `${cor}.main` }} />
                  </Box>
                </Tooltip>
                {hojeLinha}
              </Box>
            </Stack>
          );
        })}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary">
          {formatDate(layout.inicio)} – {formatDate(layout.fim)}
        </Typography>
        {layout.hoje !== null && (
          <Typography variant="caption" sx={{ color: 'secondary.dark' }}>
            {t('gantt.hoje', { data: formatDate(hoje) })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
