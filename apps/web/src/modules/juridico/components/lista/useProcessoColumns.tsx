import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import {
  JURIDICO_EVENTO_LABEL,
  PROCESSO_FASE_LABEL,
  formatMoney,
  type TProcessoResumo,
} from '@portal/domain';
import { RiscoChip } from '../RiscoChip';
import { quando } from '../quando';

/**
 * The cases' columns; `obra` only where the list spans obras. Number, claim value, provision and the next hearing or
 * deadline sort in the API (their field names are its sort fields); with none chosen, the nearest event first.
 */
export function useProcessoColumns(comObra: boolean): GridColDef<TProcessoResumo>[] {
  const { t } = useTranslation('juridico');
  return useMemo<GridColDef<TProcessoResumo>[]>(() => {
    const columns: GridColDef<TProcessoResumo>[] = [
      { field: 'numeroCnj', headerName: t('campos.numeroCnj'), width: 200 },
      {
        field: 'obra',
        headerName: t('campos.obra'),
        width: 105,
        sortable: false,
        valueGetter: (_v, row) => row.obra.codigo,
      },
      {
        // The court under the party, two lines in one column: the list fits a laptop beside the menu.
        field: 'parteContraria',
        headerName: t('campos.parteJuizo'),
        flex: 1,
        minWidth: 175,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {row.parteContraria}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {row.vara} · {row.comarca}/{row.uf}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'fase',
        headerName: t('campos.fase'),
        width: 100,
        sortable: false,
        valueFormatter: (value: TProcessoResumo['fase']) => PROCESSO_FASE_LABEL[value],
      },
      {
        field: 'provisaoRisco',
        headerName: t('campos.risco'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => <RiscoChip risco={row.provisaoRisco} />,
      },
      {
        field: 'valorCausa',
        headerName: t('campos.valorCausa'),
        width: 140,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: string) => formatMoney(value),
      },
      {
        field: 'provisaoValor',
        headerName: t('campos.provisao'),
        width: 135,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: string) => formatMoney(value),
      },
      {
        field: 'proximoEvento',
        headerName: t('campos.proximoEvento'),
        width: 150,
        renderCell: ({ row }) =>
          row.proximoEvento ? (
            <Box sx={{ lineHeight: 1.3, py: 0.5, alignSelf: 'center' }}>
              <Typography variant="body2">
                {quando(row.proximoEvento.data, row.proximoEvento.hora)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {JURIDICO_EVENTO_LABEL[row.proximoEvento.tipo]}
              </Typography>
            </Box>
          ) : (
            <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {t('lista.semEvento')}
              </Typography>
            </Box>
          ),
      },
    ];
    return comObra ? columns : columns.filter((c) => c.field !== 'obra');
  }, [t, comObra]);
}
