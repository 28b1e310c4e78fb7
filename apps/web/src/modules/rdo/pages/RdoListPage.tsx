import { useMemo } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArticleIcon from '@mui/icons-material/Article';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { subject, type TRdoResumo } from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import { useSessionStore } from '../../../session/session.store';
import { useObra } from '../../obras/obras.queries';
import { AtrasosAlert } from '../components/AtrasosAlert';
import { RdoCardContent } from '../components/RdoCardContent';
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
import { rdoListQuery, rdoSpreadsheetUrl, useAtrasos, useRdos } from '../rdo.queries';

/**
 * /diarios: every report the user may read, paged and sorted by the API, filtered by obra, period and status.
 * The filters live in the address, so a refresh or a link sent to a colleague shows the same list.
 */
export function RdoListPage() {
  const { t } = useTranslation('rdo');
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

  const total = rdos.data?.total ?? 0;
  const empty = rdos.isSuccess && total === 0;
  const activeFilters = [search.obra, search.autor, search.de, search.ate, search.status.length].filter(
    Boolean,
  ).length;

  return (
    <ListPage<TRdoResumo>
      title={t('lista.titulo')}
      subtitle={rdos.isSuccess ? t('lista.total', { count: total }) : ' '}
      exportar={{ lista: 'diarios', filtros: rdoListQuery(listParams), disabled: inverted }}
      actions={
        <>
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
        </>
      }
      filters={<RdoListFiltros search={search} onChange={(change) => go(withRdoFilters(search, change))} />}
      activeFilters={activeFilters}
      notice={
        atrasos.data &&
        atrasos.data.items.length > 0 && (
          <Box sx={{ mb: 2 }}>
            <AtrasosAlert atrasos={atrasos.data.items} />
          </Box>
        )
      }
      rows={rdos.data?.items}
      total={total}
      pending={rdos.isPending}
      loading={rdos.isFetching}
      error={inverted ? null : rdos.error}
      columns={columns}
      page={search.page}
      pageSize={search.pageSize}
      onPagingChange={(page, pageSize) =>
        // A new page size starts over: page 5 of 20 is not page 5 of 100.
        go({ ...search, page: pageSize === search.pageSize ? page : 1, pageSize })
      }
      sort={search.sort}
      onSortChange={(sort) => go({ ...search, sort: sort || '-data', page: 1 })}
      rowHref={(row) => `/diarios/${row.id}`}
      narrowBelow="lg"
      narrowHidden={['autor', 'ocorrencias', 'fotos']}
      renderCard={(row) => <RdoCardContent rdo={row} />}
      empty={
        <>
          <ArticleIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('lista.vazio')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {hasRdoFilters(search) ? t('lista.vazioComFiltros') : t('lista.vazioSemFiltros')}
          </Typography>
        </>
      }
    />
  );
}
