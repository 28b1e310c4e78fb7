import { useMemo } from 'react';
import { Chip, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRenderCellParams,
  type useGridApiRef,
} from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/domain';
import { formatDecimal } from '../../format-decimal';
import type { PlanoRow } from './plano-row.types';

const toDate = (iso: string) => (iso ? dayjs(iso).toDate() : null);
const pct = (value: number | null) => (value === null ? '—' : `${formatDecimal(value)} %`);

/** Shows a cell's value, and its error (from the last check or save) on hover or focus. */
function withError(erros: Record<string, Record<string, string>>) {
  return function renderWithError(params: GridRenderCellParams<PlanoRow>) {
    const message = erros[params.row.key]?.[params.field];
    const text = params.formattedValue == null ? '' : String(params.formattedValue);
    return message ? (
      <Tooltip title={message}>
        <span>{text || '—'}</span>
      </Tooltip>
    ) : (
      text
    );
  };
}

/**
 * The plan as an editable grid (double-click, Enter or typing edits a cell): code, description, weight, planned
 * dates, plus each line's share of the whole and, for saved lines, realized %, planned % today and a delay chip.
 */
export function PlanoGrid({
  rows,
  editavel,
  shares,
  erros,
  apiRef,
  onRowChange,
  onRemove,
}: {
  rows: PlanoRow[];
  editavel: boolean;
  shares: Record<string, number>;
  erros: Record<string, Record<string, string>>;
  apiRef: ReturnType<typeof useGridApiRef>;
  onRowChange: (row: PlanoRow) => void;
  onRemove: (row: PlanoRow) => void | Promise<void>;
}) {
  const { t } = useTranslation('rdoEdicao');
  const columns = useMemo<GridColDef<PlanoRow>[]>(() => {
    const renderCell = withError(erros);
    const date = (field: 'inicioPrevisto' | 'fimPrevisto'): GridColDef<PlanoRow> => ({
      field,
      headerName: t(`plano.${field}`),
      type: 'date',
      width: 130,
      editable: editavel,
      valueGetter: (value: string) => toDate(value),
      valueSetter: (value: Date | null, row) => ({
        ...row,
        [field]: value && dayjs(value).isValid() ? dayjs(value).format('YYYY-MM-DD') : '',
      }),
      valueFormatter: (value: Date | null) => (value ? formatDate(dayjs(value).format('YYYY-MM-DD')) : ''),
      renderCell,
    });
    const cols: GridColDef<PlanoRow>[] = [
      { field: 'codigo', headerName: t('plano.codigo'), width: 110, editable: editavel, renderCell },
      {
        field: 'descricao',
        headerName: t('plano.descricao'),
        flex: 1,
        minWidth: 220,
        editable: editavel,
        renderCell,
      },
      {
        field: 'peso',
        headerName: t('plano.peso'),
        type: 'number',
        width: 90,
        editable: editavel,
        valueFormatter: (value: number | null) => (value === null ? '' : formatDecimal(value, 4)),
        renderCell,
      },
      {
        field: 'participacao',
        headerName: t('plano.participacao'),
        type: 'number',
        width: 110,
        valueGetter: (_: never, row) => shares[row.key] ?? 0,
        valueFormatter: (value: number) => pct(value),
      },
      date('inicioPrevisto'),
      date('fimPrevisto'),
      {
        field: 'percentualRealizado',
        headerName: t('plano.realizado'),
        type: 'number',
        width: 100,
        valueFormatter: (value: number | null) => pct(value),
      },
      {
        field: 'percentualPrevisto',
        headerName: t('plano.previstoHoje'),
        type: 'number',
        width: 120,
        valueFormatter: (value: number | null) => pct(value),
      },
      {
        field: 'atrasada',
        headerName: t('plano.situacao'),
        width: 110,
        renderCell: ({ row }) =>
          row.atrasada ? <Chip size="small" color="error" label={t('plano.atrasada')} /> : null,
      },
    ];
    if (editavel)
      cols.push({
        field: 'acoes',
        type: 'actions',
        headerName: '',
        width: 56,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="remover"
            icon={<DeleteIcon />}
            label={t('plano.removerLinha', { codigo: row.codigo || '—' })}
            onClick={() => void onRemove(row)}
          />,
        ],
      });
    return cols;
  }, [t, editavel, shares, erros, onRemove]);

  return (
    <DataGrid<PlanoRow>
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.key}
      processRowUpdate={(row) => {
        onRowChange(row);
        return row;
      }}
      getCellClassName={({ row, field }) => (erros[row.key]?.[field] ? 'celula-erro' : '')}
      disableColumnSorting
      disableColumnFilter
      disableRowSelectionOnClick
      initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
      pageSizeOptions={[25, 50, 100]}
      localeText={ptBR.components.MuiDataGrid.defaultProps.localeText}
      autoHeight
      aria-label={t('plano.gradeRotulo')}
      sx={{
        bgcolor: 'background.paper',
        '& .celula-erro': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.error.main}` },
      }}
    />
  );
}
