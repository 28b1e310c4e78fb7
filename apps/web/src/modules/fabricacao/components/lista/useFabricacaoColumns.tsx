import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate, type TFabricacaoResumo } from '@portal/domain';
import { ObraStatusChip } from '../../../obras/components/ObraStatusChip';
import { AtrasadasChip } from '../AtrasadasChip';
import { ProgressoBarra } from '../ProgressoBarra';
import { kg } from '../formatos';

/** A cell of two lines (a name under a code), so the list fits a laptop beside the menu. */
const duasLinhas = (linha1: string, linha2?: string) => (
  <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
    <Typography variant="body2" noWrap>
      {linha1}
    </Typography>
    {linha2 && (
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {linha2}
      </Typography>
    )}
  </Box>
);

const centro = { height: '100%', display: 'flex', alignItems: 'center', width: '100%' } as const;

/** The fabrications' columns; code, name, status, planned end and progress by weight sort in the API. */
export function useFabricacaoColumns(): GridColDef<TFabricacaoResumo>[] {
  const { t } = useTranslation('fabricacao');
  return useMemo<GridColDef<TFabricacaoResumo>[]>(
    () => [
      { field: 'codigo', headerName: t('campos.codigo'), width: 130 },
      {
        field: 'nome',
        headerName: t('campos.nome'),
        flex: 1.6,
        minWidth: 200,
        renderCell: ({ row }) => duasLinhas(row.nome, row.cliente.nome),
      },
      {
        field: 'destino',
        headerName: t('campos.destino'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        valueGetter: (_v, row) => row.destino?.codigo ?? '—',
      },
      {
        field: 'status',
        headerName: t('campos.status'),
        width: 140,
        renderCell: ({ row }) => <ObraStatusChip status={row.status} />,
      },
      {
        field: 'fimPrevisto',
        headerName: t('campos.fimPrevisto'),
        width: 110,
        valueFormatter: (value: string | null) => (value ? formatDate(value) : '—'),
      },
      {
        field: 'pesoTotalKg',
        headerName: t('campos.peso'),
        width: 120,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => kg(value),
      },
      {
        field: 'progressoPeso',
        headerName: t('campos.progressoPeso'),
        width: 170,
        renderCell: ({ row }) => (
          <Box sx={centro}>
            <ProgressoBarra
              valor={row.progressoPeso}
              rotulo={t('campos.progressoPesoDe', { codigo: row.codigo })}
            />
          </Box>
        ),
      },
      {
        field: 'operacoesAtrasadas',
        headerName: t('campos.atrasadas'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={centro}>
            <AtrasadasChip total={row.operacoesAtrasadas} />
          </Box>
        ),
      },
    ],
    [t],
  );
}
