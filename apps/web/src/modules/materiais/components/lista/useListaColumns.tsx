import { useMemo } from 'react';
import { Chip, Stack } from '@mui/material';
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
        width: 100,
        valueGetter: (_v, row) => row.codigo,
      },
      { field: 'titulo', headerName: t('campos.titulo'), flex: 2, minWidth: 220 },
      {
        field: 'disciplina',
        headerName: t('campos.disciplina'),
        width: 150,
        sortable: false,
        valueGetter: (_v, row) => MATERIAIS_DISCIPLINAS[row.disciplina],
      },
      {
        field: 'status',
        headerName: t('campos.status'),
        width: 270,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', height: '100%' }}>
            <ListaStatusChip status={row.status} />
            {row.planejadaSap && <Chip size="small" color="success" label={t('lista.planejadaSap')} />}
          </Stack>
        ),
      },
      {
        field: 'comQuem',
        headerName: t('campos.comQuem'),
        width: 180,
        sortable: false,
        valueGetter: (_v, row) => comQuem(row),
      },
      {
        field: 'revisao',
        headerName: t('campos.revisao'),
        width: 90,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'totalLinhas',
        headerName: t('campos.linhas'),
        width: 90,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'updatedAt',
        headerName: t('campos.atualizadaEm'),
        width: 130,
        valueFormatter: (v: string) => formatDate(v),
      },
    ],
    [t, comQuem],
  );
}
