import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatCnpj, formatDate, formatMoney, type TContratoResumo } from '@portal/domain';
import { ContratoStatusChips } from './ContratoStatusChips';

/**
 * The contracts' columns; `obra` only where the list spans obras. The sortable field names are the API's sort fields
 * (`numero` sorts the code, `fim` the end date).
 */
export function useContratoColumns(comObra: boolean): GridColDef<TContratoResumo>[] {
  const { t } = useTranslation('contratos');
  return useMemo<GridColDef<TContratoResumo>[]>(() => {
    const columns: GridColDef<TContratoResumo>[] = [
      {
        field: 'numero',
        headerName: t('campos.numero'),
        width: 95,
        valueGetter: (_v, row) => row.codigo,
      },
      {
        // The code fits beside the other columns at 1280 px; the name shows on hover.
        field: 'obra',
        headerName: t('campos.obra'),
        width: 115,
        sortable: false,
        valueGetter: (_v, row) => `${row.obra.codigo} · ${row.obra.nome}`,
        renderCell: ({ row }) => (
          <Box component="span" title={`${row.obra.codigo} · ${row.obra.nome}`}>
            {row.obra.codigo}
          </Box>
        ),
      },
      { field: 'objeto', headerName: t('campos.objeto'), flex: 1.4, minWidth: 140, sortable: false },
      {
        field: 'parte',
        headerName: t('campos.parte'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (_v, row) => `${row.parte.nome} · ${formatCnpj(row.parte.cnpj)}`,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.75, minWidth: 0 }}>
            <Typography variant="body2" noWrap title={row.parte.nome}>
              {row.parte.nome}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {formatCnpj(row.parte.cnpj)}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: t('campos.status'),
        width: 205,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <ContratoStatusChips contrato={row} empilhado />
          </Box>
        ),
      },
      {
        field: 'comQuem',
        headerName: t('campos.comQuem'),
        width: 140,
        sortable: false,
        valueGetter: (_v, row) => (row.cancelado ? '' : row.comQuem.name),
      },
      {
        field: 'valor',
        headerName: t('campos.valor'),
        width: 130,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: string) => formatMoney(value),
      },
      {
        field: 'fim',
        headerName: t('campos.fim'),
        width: 100,
        valueFormatter: (value: string) => formatDate(value),
      },
    ];
    return comObra ? columns : columns.filter((c) => c.field !== 'obra');
  }, [t, comObra]);
}
