import { Suspense, useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Collapse,
  LinearProgress,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
  type Breakpoint,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import type { GridColDef, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListExport } from '../../routing/route-entry';
import { LIST_EXPORT_BUTTON } from '../../routing/route-registry';
import { SearchField } from '../SearchField';
import { ServerDataGrid, sortParam } from '../ServerDataGrid';

export interface ListPageProps<R extends GridValidRowModel> {
  title: string;
  /** Under the title: usually the total ("42 obras"). */
  subtitle?: ReactNode;
  /** Buttons at the top right (new record...). */
  actions?: ReactNode;
  /**
   * Export what the list shows to Excel (same search, filters and sort, every page): the list's name and the query
   * the page sends to the list endpoint. Adds the "Exportar Excel" button before `actions`.
   */
  exportar?: ListExport;
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  query?: string;
  onQueryChange?: (q: string) => void;
  /** The filter fields. On a phone they fold behind one "Filtros" button. */
  filters?: ReactNode;
  activeFilters?: number;
  onClearFilters?: () => void;
  /** Between the filters and the list (an alert about the listed records...). */
  notice?: ReactNode;
  rows: R[] | undefined;
  total: number | undefined;
  /** The first answer has not arrived (a skeleton instead of an empty list). */
  pending?: boolean;
  /** A new page or filter is being fetched (the old rows stay on screen). */
  loading: boolean;
  error?: Error | null;
  columns: GridColDef<R>[];
  /** From 1. */
  page: number;
  pageSize: number;
  onPagingChange: (page: number, pageSize: number) => void;
  /**
   * The API's sort parameter (`nome`, `-data`); the grid's field names are the API's sort fields. A sort taken
   * off (third click on a header) is reported as '' (the list's default order).
   */
  sort?: string;
  onSortChange?: (sort: string) => void;
  onRowClick?: (row: R) => void;
  /** Where a row leads (a card is then a real link, so it opens in a new tab too); else rows call onRowClick. */
  rowHref?: (row: R) => string;
  /** Columns hidden below `narrowBelow` (default `md`). */
  narrowHidden?: string[];
  narrowBelow?: Breakpoint;
  /** On a phone the rows are cards with this content (the table otherwise, with `narrowHidden` columns). */
  renderCard?: (row: R) => ReactNode;
  /** Shown instead of the list when there is nothing to show. */
  empty?: ReactNode;
  /** Below the list. */
  children?: ReactNode;
}

function toSortModel(sort: string): GridSortModel {
  return [{ field: sort.replace(/^-/, ''), sort: sort.startsWith('-') ? 'desc' : 'asc' }];
}

/**
 * A list page: title, actions, search, filters, server paging and sorting. Its state is the caller's (usually
 * useListSearch, which keeps it in the address). On a phone the filters fold behind one button and the rows become
 * cards, so the first records show without scrolling.
 */
export function ListPage<R extends GridValidRowModel>(props: ListPageProps<R>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const narrow = useMediaQuery(theme.breakpoints.down(props.narrowBelow ?? 'md'));
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const {
    title,
    subtitle,
    actions,
    exportar,
    searchLabel,
    query = '',
    onQueryChange,
    filters,
    activeFilters = 0,
    onClearFilters,
    notice,
    rows,
    total,
    pending = false,
    loading,
    error,
    columns,
    page,
    pageSize,
    onPagingChange,
    sort,
    onSortChange,
    onRowClick,
    rowHref,
    narrowHidden = [],
    renderCard,
    empty,
    children,
  } = props;
  const cards = phone && !!renderCard;
  const ExportButton = LIST_EXPORT_BUTTON;
  const nothing = !pending && !loading && !error && total === 0;
  const clear = onClearFilters && activeFilters > 0 && (
    <Button size="small" startIcon={<FilterAltOffIcon />} onClick={onClearFilters}>
      {t('lista.limparFiltros')}
    </Button>
  );

  return (
    <Box>
      <Stack
        direction="row"
        spacing={2}
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          mb: { xs: 1.5, sm: 2 },
          flexWrap: 'wrap',
          rowGap: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        {(actions || (exportar && ExportButton)) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {exportar && ExportButton && (
              <Suspense fallback={null}>
                <ExportButton {...exportar} disabled={exportar.disabled || !total} />
              </Suspense>
            )}
            {actions}
          </Stack>
        )}
      </Stack>

      {(searchLabel || filters) && (
        <Box component="section" aria-label={t('lista.filtros')} sx={{ mb: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {searchLabel && onQueryChange && (
              <SearchField
                label={searchLabel}
                value={query}
                onChange={onQueryChange}
                fullWidth={phone}
                sx={{ width: { sm: 420 } }}
              />
            )}
            {filters && phone && (
              <Button
                variant={filtersOpen ? 'contained' : 'outlined'}
                onClick={() => setFiltersOpen((open) => !open)}
                aria-expanded={filtersOpen}
                aria-controls="lista-filtros"
                startIcon={
                  <Badge badgeContent={activeFilters} color="secondary">
                    <FilterListIcon />
                  </Badge>
                }
                sx={{ flexShrink: 0 }}
              >
                {t('lista.filtros')}
              </Button>
            )}
            {!phone && <Box sx={{ flex: 1 }} />}
            {!phone && clear}
          </Stack>
          {filters && (
            <Collapse in={!phone || filtersOpen} id="lista-filtros" unmountOnExit={false}>
              <Box sx={{ pt: 2 }}>
                {filters}
                {phone && clear && <Box sx={{ pt: 1 }}>{clear}</Box>}
              </Box>
            </Collapse>
          )}
        </Box>
      )}

      {notice}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}

      {pending ? (
        <Skeleton variant="rounded" height={cards ? 320 : 420} aria-label={t('lista.carregando')} />
      ) : nothing && empty ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          {empty}
        </Paper>
      ) : cards ? (
        <CardList {...props} />
      ) : (
        <ServerDataGrid<R>
          rows={rows}
          total={total}
          loading={loading}
          columns={columns}
          paging={{ page: page - 1, pageSize }}
          onPagingChange={(model) => onPagingChange(model.page + 1, model.pageSize)}
          sort={sort && onSortChange ? toSortModel(sort) : undefined}
          onSortChange={(model) => onSortChange?.(sortParam(model, ''))}
          onRowClick={onRowClick ?? (rowHref ? (row) => void navigate(rowHref(row)) : undefined)}
          hidden={narrow ? narrowHidden : []}
          label={title}
        />
      )}
      {children}
    </Box>
  );
}

/** The rows as cards (a phone), with page numbers under them. */
function CardList<R extends GridValidRowModel>({
  rows = [],
  total = 0,
  page,
  pageSize,
  loading,
  onPagingChange,
  onRowClick,
  rowHref,
  renderCard,
  title,
}: ListPageProps<R>) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack spacing={1.5}>
      {loading && <LinearProgress aria-label={t('lista.carregando')} />}
      <Stack
        spacing={1.5}
        component="ul"
        sx={{ p: 0, m: 0, listStyle: 'none' }}
        aria-busy={loading}
        aria-label={title}
      >
        {rows.map((row, i) => {
          const content = <CardContent>{renderCard?.(row)}</CardContent>;
          return (
            <Card variant="outlined" key={(row.id as string | undefined) ?? i} component="li">
              {rowHref ? (
                <CardActionArea component={RouterLink} to={rowHref(row)}>
                  {content}
                </CardActionArea>
              ) : onRowClick ? (
                <CardActionArea onClick={() => onRowClick(row)}>{content}</CardActionArea>
              ) : (
                content
              )}
            </Card>
          );
        })}
      </Stack>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => onPagingChange(next, pageSize)}
          siblingCount={0}
          sx={{ alignSelf: 'center', pt: 1 }}
          aria-label={t('lista.paginas')}
        />
      )}
    </Stack>
  );
}
