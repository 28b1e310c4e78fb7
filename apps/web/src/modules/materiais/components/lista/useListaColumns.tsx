import { useMemo } from 'react';
import { Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate, MATERIAIS_DISCIPLINAS, type TListaResumo } from '@portal/domain';
import { ListaStatusChip } from './ListaStatusChip';
import { useComQuem } from './use-com-quem';

/** The obra's lists' columns; the sortable field names are the API's sort fields (`numero` sorts the code). */
export function useListaColumns(): GridColDef<TListaResumo>[] {
  const { t } = useTranslation('materiais');
  const comQuem = useComQuem();
  return useMemo<GridColDef<TListaResumo>[]>(
    () => [
      {
        field: 'numero',
        headerName: t('campos.codigo'),
        width: 85,
        valueGetter: (_v, row) => row.codigo,
      },
      { field: 'titulo', headerName: t('campos.titulo'), flex: 2, minWidth: 160 },
      {
        field: 'disciplina',
        headerName: t('campos.disciplina'),
        width: 140,
        sortable: false,
        valueGetter: (_v, row) => MATERIAIS_DISCIPLINAS[row.disciplina],
      },
      {
        field: 'status',
        headerName: t('campos.status'),
        width: 262,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', height: '100%' }}>
            <ListaStatusChip status={row.status} />
            {row.planejadaSap && (
              <CheckCircleIcon color="success" fontSize="small" titleAccess={t('lista.planejadaSap')} />
            )}
          </Stack>
        ),
      },
      {
        field: 'comQuem',
        headerName: t('campos.comQuem'),
        width: 150,
        sortable: false,
        valueGetter: (_v, row) => comQuem(row),
      },
      {
        field: 'revisao',
        headerName: t('campos.revisao'),
        width: 75,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'totalLinhas',
        headerName: t('campos.linhas'),
        width: 70,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'updatedAt',
        headerName: t('campos.atualizadaEm'),
        width: 115,
        valueFormatter: (v: string) => formatDate(v),
      },
    ],
    [t, comQuem],
  );
}
