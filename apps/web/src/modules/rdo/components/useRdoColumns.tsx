import { useMemo } from 'react';
import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, type TRdoResumo } from '@portal/domain';
import { formatMm } from '../rdo-format';
import { RdoStatusChip } from './RdoStatusChip';

/** The columns of `/diarios`. Only the API's sort fields (numero, data, obra, status) are sortable. */
export function useRdoColumns(): GridColDef<TRdoResumo>[] {
  const { t } = useTranslation('rdo');
  return useMemo<GridColDef<TRdoResumo>[]>(
    () => [
      {
        field: 'numero',
        headerName: t('colunas.numero'),
        width: 80,
        // A real link, so the report opens from the keyboard too (the row click is for the mouse).
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/diarios/${row.id}`}
            aria-label={t('lista.abrir', { numero: row.numero })}
          >
            {row.numero}
          </Link>
        ),
      },
      {
        field: 'data',
        headerName: t('colunas.data'),
        width: 120,
        valueFormatter: (v: string) => formatDate(v),
      },
      {
        field: 'obra',
        headerName: t('colunas.obra'),
        flex: 1.5,
        minWidth: 220,
        valueGetter: (_v, row) => `${row.obra.codigo} — ${row.obra.nome}`,
      },
      {
        field: 'status',
        headerName: t('colunas.status'),
        width: 160,
        renderCell: ({ row }) => <RdoStatusChip status={row.status} />,
      },
      {
        field: 'autor',
        headerName: t('colunas.autor'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueGetter: (v: string | null) => v ?? '',
      },
      { field: 'efetivo', headerName: t('colunas.efetivo'), width: 90, type: 'number', sortable: false },
      {
        field: 'chuvaMm',
        headerName: t('colunas.chuva'),
        width: 110,
        type: 'number',
        sortable: false,
        valueFormatter: (v: number | null) => (v === null ? '—' : formatMm(v)),
      },
      {
        field: 'ocorrencias',
        headerName: t('colunas.ocorrencias'),
        width: 115,
        type: 'number',
        sortable: false,
      },
      { field: 'fotos', headerName: t('colunas.fotos'), width: 80, type: 'number', sortable: false },
    ],
    [t],
  );
}
