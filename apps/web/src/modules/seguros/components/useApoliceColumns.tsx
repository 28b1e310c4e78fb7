import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type TApoliceResumo } from '@portal/domain';
import { SituacaoChip } from './SituacaoChip';

/**
 * The policies' columns; `obra` only where the list spans obras. Obra, insurer and end sort in the API (`obra`,
 * `seguradora`, `fimVigencia`); with none chosen the list is in `vencimento` order.
 */
export function useApoliceColumns(comObra: boolean): GridColDef<TApoliceResumo>[] {
  const { t } = useTranslation('seguros');
  return useMemo<GridColDef<TApoliceResumo>[]>(() => {
    const columns: GridColDef<TApoliceResumo>[] = [
      { field: 'numero', headerName: t('campos.numero'), width: 130, sortable: false },
      {
        field: 'obra',
        headerName: t('campos.obra'),
        flex: 1.4,
        minWidth: 180,
        valueGetter: (_v, row) => `${row.obra.codigo} · ${row.obra.nome}`,
      },
      {
        field: 'tipo',
        headerName: t('campos.tipo'),
        width: 115,
        sortable: false,
        valueGetter: (_v, row) => `${t(`ramoCurto.${row.ramo}`)} · ${row.tipo}`,
      },
      { field: 'seguradora', headerName: t('campos.seguradora'), flex: 1, minWidth: 140 },
      {
        field: 'inicioVigencia',
        headerName: t('campos.inicio'),
        width: 100,
        sortable: false,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'fimVigencia',
        headerName: t('campos.fim'),
        width: 100,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'situacao',
        headerName: t('campos.situacao'),
        width: 160,
        sortable: false,
        renderCell: ({ row }) => <SituacaoChip situacao={row.situacao} />,
      },
      {
        field: 'importanciaSegurada',
        headerName: t('campos.importanciaSegurada'),
        width: 150,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: string) => formatMoney(value),
      },
      {
        field: 'endossos',
        headerName: t('campos.endossos'),
        width: 90,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
      },
    ];
    return comObra ? columns : columns.filter((c) => c.field !== 'obra');
  }, [t, comObra]);
}
