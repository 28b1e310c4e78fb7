import { useDeferredValue } from 'react';
import { Typography } from '@mui/material';
import ReportIcon from '@mui/icons-material/ReportProblem';
import { useTranslation } from 'react-i18next';
import { ETICA_CATEGORIAS, ETICA_SORT_FIELDS, ETICA_STATUSES, type TRelatoResumo } from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../components/list/list-search';
import { useListSearch } from '../../../components/list/use-list-search';
import { RelatoCardContent } from '../components/lista/RelatoCardContent';
import { RelatosFiltros } from '../components/lista/RelatosFiltros';
import { useRelatoColumns } from '../components/lista/useRelatoColumns';
import { useRelatos } from '../etica.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * ?busca=&status=&categoria=&investigador=&ordem=&pagina=&porPagina= ; what changed last first, so a report the
 * reporter just added to comes up.
 */
const SPEC = {
  filters: {
    status: { multiple: true, values: ETICA_STATUSES },
    categoria: { multiple: true, values: ETICA_CATEGORIAS },
    investigador: { parse: (v: string) => (UUID.test(v) ? v : undefined) },
  },
  sorts: ETICA_SORT_FIELDS,
  defaultSort: '-atualizadoEm',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

/** /etica: the reports of the ethics channel, for the committee only (no export: they are confidential). */
export function RelatosPage() {
  const { t } = useTranslation('etica');
  const { search, setFilters, bind } = useListSearch(SPEC);
  const busca = useDeferredValue(search.q.trim());
  const relatos = useRelatos({
    status: search.filters.status,
    categoria: search.filters.categoria,
    investigador: search.filters.investigador,
    busca: busca || undefined,
    sort: search.sort,
    page: search.page,
    pageSize: search.pageSize,
  });
  const columns = useRelatoColumns();
  const total = relatos.data?.total ?? 0;
  return (
    <ListPage<TRelatoResumo>
      title={t('lista.titulo')}
      subtitle={relatos.isSuccess ? t('lista.total', { count: total }) : ' '}
      searchLabel={t('lista.buscar')}
      {...bind}
      filters={
        <RelatosFiltros
          filtros={{
            status: search.filters.status,
            categoria: search.filters.categoria,
            investigador: search.filters.investigador,
          }}
          onChange={setFilters}
        />
      }
      rows={relatos.data?.items}
      total={total}
      pending={relatos.isPending}
      loading={relatos.isFetching}
      error={relatos.error}
      columns={columns}
      rowHref={(row) => `/etica/${row.id}`}
      narrowBelow="xl"
      narrowHidden={['atualizadoEm', 'identificado']}
      renderCard={(row) => <RelatoCardContent relato={row} />}
      empty={
        <>
          <ReportIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('lista.vazio')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {bind.activeFilters || search.q ? t('lista.vazioComFiltros') : t('lista.vazioSemFiltros')}
          </Typography>
        </>
      }
    />
  );
}
