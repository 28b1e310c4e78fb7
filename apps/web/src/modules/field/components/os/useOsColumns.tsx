import { useMemo } from 'react';
import { Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate, type TOsResumo } from '@portal/domain';
import { OsPrioridadeChip } from './OsPrioridadeChip';
import { OsProgresso } from './OsProgresso';
import { OsStatusChip } from './OsStatusChip';

/** The OS list's columns; the field names are the API's sort fields. */
export function useOsColumns(mostrarTipo: boolean): GridColDef<TOsResumo>[] {
  const { t } = useTranslation('os');
  return useMemo<GridColDef<TOsResumo>[]>(
    () => [
      { field: 'numero', headerName: t('campos.numero'), width: 70 },
      { field: 'titulo', headerName: t('campos.titulo'), flex: 2, minWidth: 220 },
      ...(mostrarTipo
        ? [
            {
              field: 'tipo',
              headerName: t('campos.tipo'),
              width: 140,
              sortable: false,
              valueGetter: (_v: unknown, row: TOsResumo) => t(`tipos.${row.tipo}`),
            } satisfies GridColDef<TOsResumo>,
          ]
        : []),
      {
        field: 'status',
        headerName: t('campos.status'),
        width: 170,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', height: '100%' }}>
            <OsStatusChip status={row.status} />
            {row.atrasada && <Chip size="small" color="error" label={t('lista.atrasada')} />}
          </Stack>
        ),
      },
      {
        field: 'prioridade',
        headerName: t('campos.prioridade'),
        width: 110,
        renderCell: ({ row }) => <OsPrioridadeChip prioridade={row.prioridade} />,
      },
      {
        field: 'responsavel',
        headerName: t('campos.responsavel'),
        width: 170,
        sortable: false,
        valueGetter: (_v, row) => row.responsavel?.name ?? '',
      },
      {
        field: 'inicioPrevisto',
        headerName: t('campos.inicioPrevisto'),
        width: 120,
        valueFormatter: (v: string) => formatDate(v),
      },
      {
        field: 'fimPrevisto',
        headerName: t('campos.fimPrevisto'),
        width: 125,
        valueFormatter: (v: string) => formatDate(v),
      },
      {
        field: 'progresso',
        headerName: t('campos.progresso'),
        width: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack sx={{ height: '100%', justifyContent: 'center', width: '100%' }}>
            <OsProgresso valor={row.progresso} label={t('campos.progresso')} />
          </Stack>
        ),
      },
    ],
    [t, mostrarTipo],
  );
}
