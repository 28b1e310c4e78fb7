import { useTheme } from '@mui/material';
import { corDaNota, NOTAS } from '../notas';
import type { CoresPorCategoria, CoresPorValor } from '../../../../components/graficos/Barras';

/**
 * The ratings' colours in the theme (SPEC §9 scale 1 to 10): 1–6 red, 7–8 amber, 9–10 green; for averages (by value)
 * and for the grades themselves (by category).
 */
export function useCoresDasNotas() {
  const theme = useTheme();
  const cor = (nota: number) => theme.palette[corDaNota(nota)].main;
  const porValor: CoresPorValor = {
    type: 'piecewise',
    thresholds: [7, 9],
    colors: [cor(1), cor(7), cor(9)],
  };
  const porNota: CoresPorCategoria = {
    type: 'ordinal',
    values: NOTAS.map(String),
    colors: NOTAS.map(cor),
  };
  return { porValor, porNota, de: corDaNota };
}
