import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { SGI_CATEGORIA_LABEL, SGI_TIPO_LABEL, formatDate, type TOcorrenciaResumo } from '@portal/domain';
import { GravidadeChip, StatusChip } from '../SgiChips';

const duasLinhas = (primeira: string, segunda: string) => (
  <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
    <Typography variant="body2" noWrap>
      {primeira}
    </Typography>
    <Typography variant="caption" color="text.secondary" noWrap component="p">
      {segunda}
    </Typography>
  </Box>
);

/**
 * The occurrences' columns; the category only where the list spans categories. Number, date and severity sort in the
 * API (their field names are its sort fields).
 */
export function useOcorrenciaColumns(comCategoria: boolean): GridColDef<TOcorrenciaResumo>[] {
  const { t } = useTranslation('sgi');
  return useMemo<GridColDef<TOcorrenciaResumo>[]>(() => {
    const columns: GridColDef<TOcorrenciaResumo>[] = [
      { field: 'numero', headerName: t('campos.numero'), width: 70 },
      {
        field: 'titulo',
        headerName: t('campos.tituloObra'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) =>
          duasLinhas(row.titulo, row.obra ? `${row.obra.codigo} · ${row.obra.nome}` : t('lista.semObra')),
      },
      {
        field: 'categoria',
        headerName: t('campos.categoria'),
        width: 120,
        sortable: false,
        valueFormatter: (value: TOcorrenciaResumo['categoria']) => SGI_CATEGORIA_LABEL[value],
      },
      {
        field: 'tipo',
        headerName: t('campos.tipo'),
        width: 150,
        sortable: false,
        valueFormatter: (value: TOcorrenciaResumo['tipo']) => SGI_TIPO_LABEL[value],
      },
      {
        field: 'gravidade',
        headerName: t('campos.gravidade'),
        width: 110,
        renderCell: ({ row }) => <GravidadeChip gravidade={row.gravidade} />,
      },
      {
        field: 'status',
        headerName: t('campos.status'),
        width: 135,
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'responsavel',
        headerName: t('campos.responsavel'),
        width: 160,
        sortable: false,
        valueGetter: (_v, row) => row.responsavel?.nome ?? '—',
      },
      {
        field: 'dataOcorrencia',
        headerName: t('lista.data'),
        width: 105,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'acoesTotal',
        headerName: t('campos.acoes'),
        width: 145,
        sortable: false,
        valueGetter: (_v, row) =>
          row.acoesTotal === 0
            ? '—'
            : t('lista.acoesPendentes', { pendentes: row.acoesPendentes, total: row.acoesTotal }),
      },
    ];
    return comCategoria ? columns : columns.filter((c) => c.field !== 'categoria');
  }, [t, comCategoria]);
}
