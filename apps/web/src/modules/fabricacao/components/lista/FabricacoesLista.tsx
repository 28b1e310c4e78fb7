import { useDeferredValue } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FactoryIcon from '@mui/icons-material/PrecisionManufacturing';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FABRICACOES_SORT_FIELDS, OBRA_STATUS, type TFabricacaoResumo } from '@portal/domain';
import { ListPage } from '../../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../../components/list/list-search';
import { useListSearch } from '../../../../components/list/use-list-search';
import { fabricacoesQuery, useFabricacoes } from '../../fabricacao.queries';
import { FabricacaoCardContent } from './FabricacaoCardContent';
import { FabricacoesFiltros } from './FabricacoesFiltros';
import { useFabricacaoColumns } from './useFabricacaoColumns';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?busca=&status=&cliente=&atrasadas=sim&ordem=&pagina=&porPagina= ; by code. */
const SPEC = {
  filters: {
    status: { multiple: true, values: OBRA_STATUS },
    cliente: { parse: (v: string) => (UUID.test(v) ? v : undefined) },
    atrasadas: { values: ['sim'] },
  },
  sorts: FABRICACOES_SORT_FIELDS,
  defaultSort: 'codigo',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

/**
 * Every fabrication the user may read, paged, filtered and ordered by the API, with its progress by weight and its
 * late operations; "Nova fabricação" for whoever may create one.
 */
export function FabricacoesLista({ podeCriar, exportar }: { podeCriar: boolean; exportar: boolean }) {
  const { t } = useTranslation('fabricacao');
  const { t: tc } = useTranslation();
  const { search, setFilters, bind } = useListSearch(SPEC);
  const busca = useDeferredValue(search.q.trim());
  const f = search.filters;
  const params = {
    status: f.status,
    cliente: f.cliente,
    atrasadas: f.atrasadas === 'sim' || undefined,
    busca: busca || undefined,
    sort: search.sort,
    page: search.page,
    pageSize: search.pageSize,
  };
  const fabricacoes = useFabricacoes(params);
  const columns = useFabricacaoColumns();
  const total = fabricacoes.data?.total ?? 0;
  const { page: _page, pageSize: _pageSize, ...filtros } = fabricacoesQuery(params);

  return (
    <ListPage<TFabricacaoResumo>
      title={tc('rotas.fabricacoes')}
      subtitle={fabricacoes.isSuccess ? t('lista.total', { count: total }) : ' '}
      exportar={exportar ? { lista: 'fabricacoes', filtros } : undefined}
      actions={
        podeCriar && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/fabricacao/nova">
            {t('lista.nova')}
          </Button>
        )
      }
      searchLabel={t('lista.buscar')}
      {...bind}
      filters={
        <FabricacoesFiltros
          filtros={{ status: f.status, cliente: f.cliente, atrasadas: f.atrasadas }}
          onChange={setFilters}
        />
      }
      rows={fabricacoes.data?.items}
      total={total}
      pending={fabricacoes.isPending}
      loading={fabricacoes.isFetching}
      error={fabricacoes.error}
      columns={columns}
      rowHref={(row) => `/fabricacao/${row.id}`}
      narrowBelow="lg"
      narrowHidden={['destino', 'pesoTotalKg', 'fimPrevisto']}
      renderCard={(row) => <FabricacaoCardContent fabricacao={row} />}
      empty={
        <>
          <FactoryIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
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
