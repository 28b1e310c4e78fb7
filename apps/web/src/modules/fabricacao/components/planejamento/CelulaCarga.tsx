import { alpha, Box, ButtonBase, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TCargaCelula } from '@portal/domain';
import { horas, pct } from '../formatos';
import { nivelOcupacao } from './ocupacao';

/**
 * One cell of the board: the week's planned hours against the capacity, coloured by the occupation (green below
 * 80%, amber up to 100%, red above; blank without load). Its name says everything for a screen reader; a click lists
 * its operations.
 */
export function CelulaCarga({
  celula,
  centro,
  semana,
  onAbrir,
}: {
  celula: TCargaCelula;
  centro: string;
  semana: string;
  onAbrir: () => void;
}) {
  const { t } = useTranslation('fabricacao');
  const theme = useTheme();
  const nivel = nivelOcupacao(celula.ocupacao, celula.cargaHoras);
  const cor =
    nivel === 'excedido'
      ? theme.palette.error.main
      : nivel === 'cheio'
        ? theme.palette.warning.main
        : nivel === 'livre'
          ? theme.palette.success.main
          : theme.palette.grey[400];
  const nome = t('planejamento.celula', {
    centro,
    semana,
    carga: horas(celula.cargaHoras),
    capacidade: horas(celula.capacidadeHoras),
    ocupacao: pct(celula.ocupacao),
    nivel: t(`planejamento.nivel.${nivel}`),
  });
  return (
    <ButtonBase
      onClick={onAbrir}
      aria-label={nome}
      data-nivel={nivel}
      data-testid="celula-carga"
      sx={{
        width: '100%',
        minHeight: 56,
        borderRadius: 1,
        px: 1,
        py: 0.5,
        flexDirection: 'column',
        alignItems: 'stretch',
        bgcolor: nivel === 'vazio' ? 'transparent' : alpha(cor, 0.18),
        border: 1,
        borderColor: nivel === 'vazio' ? 'divider' : alpha(cor, 0.6),
        '&:hover, &.Mui-focusVisible': { bgcolor: alpha(cor, 0.3) },
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {`${horas(celula.cargaHoras)} / ${horas(celula.capacidadeHoras)}`}
      </Typography>
      <Box
        component="span"
        sx={{
          typography: 'caption',
          color: nivel === 'vazio' ? 'text.secondary' : 'text.primary',
        }}
      >
        {pct(celula.ocupacao)}
      </Box>
    </ButtonBase>
  );
}
