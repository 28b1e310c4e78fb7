import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';

export const PAGE_SIZES = [20, 50, 100];

export interface ServerDataGridProps<R extends GridValidRowModel> {
  rows: R[] | undefined;
  total: number | undefined;
  loading: boolean;
  columns: GridColDef<R>[];
  paging: GridPaginationModel;
  onPagingChange: (model: GridPaginationModel) => void;
  /** Omit to disable sorting. */
  sort?: GridSortModel;
  onSortChange?: (model: GridSortModel) => void;
  onRowClick?: (row: R) => void;
  /** Columns hidden (e.g. on a phone). */
  hidden?: string[];
  label: string;
}

/**
 * A list paged and sorted by the API (`page`, `pageSize`, `sort` → `{ items, total }`), in Portuguese, growing with
 * its rows; a clickable row opens its record.
 */
export function ServerDataGrid<R extends GridValidRowModel>(props: ServerDataGridProps<R>) {
  const {
    rows,
    total,
    loading,
    columns,
    paging,
    onPagingChange,
    sort,
    onSortChange,
    onRowClick,
    hidden = [],
    label,
  } = props;
  return (
    <DataGrid<R>
      rows={rows ?? []}
      columns={columns}
      rowCount={total ?? 0}
      loading={loading}
      paginationMode="server"
      paginationModel={paging}
      onPaginationModelChange={onPagingChange}
      pageSizeOptions={PAGE_SIZES}
      {...(sort
        ? { sortingMode: 'server' as const, sortModel: sort, onSortModelChange: onSortChange }
        : { disableColumnSorting: true })}
      disableColumnFilter
      disableRowSelectionOnClick
      onRowClick={onRowClick ? ({ row }) => onRowClick(row) : undefined}
      columnVisibilityModel={Object.fromEntries(hidden.map((c) => [c, false]))}
      localeText={ptBR.components.MuiDataGrid.defaultProps.localeText}
      autoHeight
      aria-label={label}
      sx={{
        bgcolor: 'background.paper',
        ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
      }}
    />
  );
}

/** `[{ field: 'nome', sort: 'desc' }]` → `-nome`, the API's sort parameter. */
export function sortParam(
  model: GridSortModel,
  fallback: string,
  fields: Record<string, string> = {},
): string {
  const first = model[0];
  if (!first) return fallback;
  return `${first.sort === 'desc' ? '-' : ''}${fields[first.field] ?? first.field}`;
}
