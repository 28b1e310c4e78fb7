import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate, type TChamadoResumo } from '@portal/domain';
import { ChamadoStatusChip } from '../ChamadoStatusChip';
import { PrioridadeChip } from '../PrioridadeChip';
import { SlaPrazo } from '../SlaPrazo';

/** A cell of two lines (a name under a code), the list fits a laptop beside the menu. */
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

/**
 * The tickets' columns. Number, priority and the resolution deadline sort in the API (their field names are its sort
 * fields, `sla` sorting by `prazoResolucao`); with none chosen, the newest first.
 */
export function useChamadoColumns(): GridColDef<TChamadoResumo>[] {
  const { t } = useTranslation('posvendas');
  return useMemo<GridColDef<TChamadoResumo>[]>(
    () => [
      {
        field: 'numero',
        headerName: t('campos.numero'),
        width: 64,
        valueFormatter: (value: number) => `${value}`,
      },
      { field: 'titulo', headerName: t('campos.titulo'), flex: 1.4, minWidth: 180, sortable: false },
      {
        field: 'obra',
        headerName: t('campos.obra'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) => duasLinhas(row.obra.codigo, row.obra.nome),
      },
      {
        field: 'cliente',
        headerName: t('campos.cliente'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        valueGetter: (_v, row) => row.cliente?.nome ?? '',
      },
      { field: 'produto', headerName: t('campos.produto'), flex: 1, minWidth: 130, sortable: false },
      {
        field: 'prioridade',
        headerName: t('campos.prioridade'),
        width: 105,
        renderCell: ({ row }) => <PrioridadeChip prioridade={row.prioridade} />,
      },
      {
        field: 'status',
        headerName: t('campos.status'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => <ChamadoStatusChip status={row.status} />,
      },
      {
        field: 'responsavel',
        headerName: t('campos.responsavel'),
        width: 150,
        sortable: false,
        valueGetter: (_v, row) => row.responsavel?.nome ?? t('pagina.ninguem'),
      },
      {
        field: 'abertoEm',
        headerName: t('campos.abertoEm'),
        width: 105,
        sortable: false,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'prazoResolucao',
        headerName: t('campos.sla'),
        width: 140,
        renderCell: ({ row }) => (
          <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
            <SlaPrazo chamado={row} duasLinhas />
          </Box>
        ),
      },
    ],
    [t],
  );
}
