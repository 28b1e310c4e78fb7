import { useDeferredValue, type ReactNode } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  OCORRENCIAS_SORT_FIELDS,
  SGI_CATEGORIAS,
  SGI_GRAVIDADES,
  SGI_STATUSES,
  SGI_TIPOS,
  type TOcorrenciaResumo,
  type TSgiCategoria,
} from '@portal/domain';
import { ListPage } from '../../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../../components/list/list-search';
import { useListSearch } from '../../../../components/list/use-list-search';
import { ocorrenciasQuery, useOcorrencias } from '../../sgi.queries';
import { OcorrenciaCardContent } from './OcorrenciaCardContent';
import { OcorrenciasFiltros } from './OcorrenciasFiltros';
import { useOcorrenciaColumns } from './useOcorrenciaColumns';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * ?busca=&status=&gravidade=&tipo=&obra=&minhas=sim&categoria=&ordem=&pagina=&porPagina= ; the newest first. The
 * category filter is the general page's (a category's page is its category).
 */
const SPEC = {
  filters: {
    status: { multiple: true, values: SGI_STATUSES },
    gravidade: { multiple: true, values: SGI_GRAVIDADES },
    tipo: { values: SGI_TIPOS },
    obra: { parse: (v: string) => (UUID.test(v) ? v : undefined) },
    minhas: { values: ['sim'] },
    categoria: { values: SGI_CATEGORIAS },
  },
  sorts: OCORRENCIAS_SORT_FIELDS,
  defaultSort: '-numero',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

/**
 * The occurrences the user may read, of one category (`categoria`) or all, paged, filtered and ordered by the API,
 * with the category's dashboard (`painel`) between the filters and the list; export and "Nova ocorrência".
 */
export function OcorrenciasLista({
  title,
  categoria,
  painel,
  acoes,
}: {
  title: string;
  categoria?: TSgiCategoria;
  /** The dashboard, drawn above the list, of the category and obra the list shows. */
  painel: (filtro: { categoria?: TSgiCategoria; obra?: string }) => ReactNode;
  /** More buttons beside "Nova ocorrência" (the audits' "Nova auditoria"). */
  acoes?: ReactNode;
}) {
  const { t } = useTranslation('sgi');
  const { search, setFilters, bind } = useListSearch(SPEC);
  const busca = useDeferredValue(search.q.trim());
  const filtros = search.filters;
  const comCategoria = !categoria;
  const params = {
    categoria: categoria ?? (filtros.categoria as TSgiCategoria | undefined),
    status: filtros.status,
    gravidade: filtros.gravidade,
    tipo: filtros.tipo,
    obra: filtros.obra,
    minhas: filtros.minhas === 'sim' || undefined,
    busca: busca || undefined,
    sort: search.sort,
    page: search.page,
    pageSize: search.pageSize,
  };
  const ocorrencias = useOcorrencias(params);
  const columns = useOcorrenciaColumns(comCategoria);
  const total = ocorrencias.data?.total ?? 0;
  const { page: _page, pageSize: _pageSize, ...exportar } = ocorrenciasQuery(params);
  const nova = categoria ? `/sgi/ocorrencias/nova?categoria=${categoria}` : '/sgi/ocorrencias/nova';

  return (
    <ListPage<TOcorrenciaResumo>
      title={title}
      subtitle={ocorrencias.isSuccess ? t('lista.total', { count: total }) : ' '}
      notice={painel({ categoria: params.categoria, obra: filtros.obra })}
      exportar={{ lista: 'ocorrencias_sgi', filtros: exportar }}
      actions={
        <>
          {acoes}
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={nova}>
            {t('lista.nova')}
          </Button>
        </>
      }
      searchLabel={t('lista.buscar')}
      {...bind}
      filters={<OcorrenciasFiltros filtros={filtros} comCategoria={comCategoria} onChange={setFilters} />}
      rows={ocorrencias.data?.items}
      total={total}
      pending={ocorrencias.isPending}
      loading={ocorrencias.isFetching}
      error={ocorrencias.error}
      columns={columns}
      rowHref={(row) => `/sgi/ocorrencias/${row.numero}`}
      narrowBelow="lg"
      narrowHidden={['categoria', 'responsavel', 'acoesTotal']}
      renderCard={(row) => <OcorrenciaCardContent ocorrencia={row} comCategoria={comCategoria} />}
      empty={
        <>
          <ReportProblemIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
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
