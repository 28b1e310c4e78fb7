import { useMemo } from 'react';
import { Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { ETICA_CATEGORIA_LABEL, formatDateTime, type TRelatoResumo } from '@portal/domain';
import { EticaStatusChip } from '../EticaStatusChip';
import { NovasInformacoesChip } from './NovasInformacoesChip';

/** The reports' columns; protocol, status and both dates sort in the API (ETICA_SORT_FIELDS). */
export function useRelatoColumns(): GridColDef<TRelatoResumo>[] {
  const { t } = useTranslation('etica');
  return useMemo<GridColDef<TRelatoResumo>[]>(
    () => [
      {
        field: 'protocolo',
        headerName: t('campos.protocolo'),
        width: 160,
        renderCell: ({ row }) => (
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 'inherit' }}>
            {row.protocolo}
          </Typography>
        ),
      },
      {
        field: 'categoria',
        headerName: t('campos.categoria'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (_v, row) => ETICA_CATEGORIA_LABEL[row.categoria],
      },
      {
        field: 'status',
        headerName: t('campos.status'),
        width: 140,
        renderCell: ({ row }) => <EticaStatusChip status={row.status} />,
      },
      {
        field: 'criadoEm',
        headerName: t('campos.recebidoEm'),
        width: 150,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'atualizadoEm',
        headerName: t('campos.atualizadoEm'),
        width: 150,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'investigador',
        headerName: t('campos.investigador'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueGetter: (_v, row) => row.investigador?.nome ?? t('lista.semInvestigador'),
      },
      {
        field: 'complementosNovos',
        headerName: t('campos.novas'),
        width: 190,
        sortable: false,
        renderCell: ({ row }) => <NovasInformacoesChip quantas={row.complementosNovos} />,
      },
      {
        field: 'identificado',
        headerName: t('campos.identificado'),
        width: 130,
        sortable: false,
        valueGetter: (_v, row) => (row.identificado ? t('lista.identificado') : t('lista.anonimo')),
      },
    ],
    [t],
  );
}
