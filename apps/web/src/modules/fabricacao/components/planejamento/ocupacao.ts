import { useTheme } from '@mui/material';

/** The board's colour scale: below 80% of the capacity green, up to 100% amber, above red. */
export type NivelOcupacao = 'livre' | 'cheio' | 'excedido' | 'vazio';

export function nivelOcupacao(ocupacao: number, carga: number): NivelOcupacao {
  if (carga <= 0) return 'vazio';
  if (ocupacao > 100) return 'excedido';
  if (ocupacao >= 80) return 'cheio';
  return 'livre';
}

/** The colour of an occupation (load ÷ capacity, in %) in the theme's palette. */
export function useCoresOcupacao() {
  const theme = useTheme();
  return (ocupacao: number) =>
    ocupacao > 100
      ? theme.palette.error.main
      : ocupacao >= 80
        ? theme.palette.warning.main
        : theme.palette.success.main;
}
