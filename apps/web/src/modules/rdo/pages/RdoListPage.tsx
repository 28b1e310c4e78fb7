import { useMemo } from 'react';
import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArticleIcon from '@mui/icons-material/Article';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { GridSortModel } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { subject, type TRdoResumo } from '@portal/domain';
import { ServerDataGrid, sortParam } from '../../../components/ServerDataGrid';
import { useSessionStore } from '../../../session/session.store';
import { useObra } from '../../obras/obras.queries';
import { AtrasosAlert } from '../components/AtrasosAlert';
import { RdoCardList } from '../components/RdoCardList';
import { RdoListFiltros } from '../components/RdoListFiltros';
import { useRdoColumns } from '../components/useRdoColumns';
import {
  hasRdoFilters,
  isRdoPeriodInverted,
  readRdoListSearch,
  toRdoListParams,
  withRdoFilters,
  writeRdoListSearch,
  type RdoListSearch,
} from '../rdo-list-search';
import { rdoSpreadsheetUrl, useAtrasos, useRdos } from '../rdo.queries';

/**
 * /diarios: every report the user may read, paged and sorted by the API, filtered by obra, period and status.
 * The filters live in the address, so a refresh or a link sent to a colleague shows the same list.
 */
export function RdoListPage() {
  const { t } = useTranslation('rdo');
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readRdoListSearch(params), [params]);
  // Replace, not push: the back button leaves the list instead of undoing one filter click at a time.
  const go = (next: RdoListSearch) => setParams(writeRdoListSearch(next), { replace: true });
  const listParams = toRdoListParams(search);
  const inverted = isRdoPeriodInverted(search);
  const rdos = useRdos(listParams);
  const atrasos = useAtrasos(search.obra);
  const columns = useRdoColumns();

  // "Novo RDO" for the chosen obra, when the rules (site manager of that obra, RDO admin) allow creating there.
  const obra = useObra(search.obra);
  const canCreate = useSessionStore(
    (s) =>
      !!search.obra &&
      !!obra.data &&
      s.ability.can(
        'create',
        subject('RDO', {
          obra: search.obra,
          Id_Lista: search.obra,
          siteManager: { mail: obra.data.siteManager?.email ?? null },
        }),
      ),
  );

  const sortModel: GridSortModel = [
    { field: search.sort.replace(/^-/, ''), sort: search.sort.startsWith('-') ? 'desc' : 'asc' },
  ];
  const total = rdos.data?.total ?? 0;
  const empty = rdos.isSuccess && total === 0;

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('lista.titulo')}
          </Typography>
          <Typography color="text.secondary">
            {rdos.isSuccess ? t('lista.total', { count: total }) : ' '}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            component="a"
            href={rdoSpreadsheetUrl(listParams)}
            download
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            disabled={inverted || empty}
          >
            {t('lista.exportar')}
          </Button>
          {canCreate && (
            <Button
              component={RouterLink}
              to={`/${search.obra}/diarios/novo`}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('lista.novo')}
            </Button>
          )}
        </Stack>
      </Stack>
      <RdoListFiltros search={search} onChange={(change) => go(withRdoFilters(search, change))} />
      {atrasos.data && atrasos.data.items.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <AtrasosAlert atrasos={atrasos.data.items} />
        </Box>
      )}
      {rdos.isError && !inverted && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {rdos.error.message}
        </Alert>
      )}
      {rdos.isPending ? (
        <Skeleton variant="rounded" height={phone ? 320 : 420} aria-label={t('lista.carregando')} />
      ) : empty ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          <ArticleIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('lista.vazio')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {hasRdoFilters(search) ? t('lista.vazioComFiltros') : t('lista.vazioSemFiltros')}
          </Typography>
        </Paper>
      ) : phone ? (
        <RdoCardList
          rows={rdos.data?.items ?? []}
          total={total}
          page={search.page}
          pageSize={search.pageSize}
          loading={rdos.isFetching}
          onPageChange={(page) => go({ ...search, page })}
        />
      ) : (
        <ServerDataGrid<TRdoResumo>
          rows={rdos.data?.items}
          total={total}
          loading={rdos.isFetching}
          columns={columns}
          paging={{ page: search.page - 1, pageSize: search.pageSize }}
          onPagingChange={(model) =>
            go({
              ...search,
              // A new page size starts over: page 5 of 20 is not page 5 of 100.
              page: model.pageSize === search.pageSize ? model.page + 1 : 1,
              pageSize: model.pageSize,
            })
          }
          sort={sortModel}
          onSortChange={(model) => go({ ...search, sort: sortParam(model, '-data'), page: 1 })}
          onRowClick={(row) => void navigate(`/diarios/${row.id}`)}
          hidden={narrow ? ['autor', 'ocorrencias', 'fotos'] : []}
          label={t('lista.titulo')}
        />
      )}
    </Box>
  );
}
