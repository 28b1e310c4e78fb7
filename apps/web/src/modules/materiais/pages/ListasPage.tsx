import { useDeferredValue } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DISCIPLINAS_MATERIAL,
  MATERIAIS_SORT_FIELDS,
  MATERIAIS_STATUS,
  type TListaResumo,
} from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../components/list/list-search';
import { useListSearch } from '../../../components/list/use-list-search';
import { ListaCardContent } from '../components/lista/ListaCardContent';
import { ListasFiltros } from '../components/lista/ListasFiltros';
import { useListaColumns } from '../components/lista/useListaColumns';
import { listasQuery, useListas } from '../materiais.queries';
import { usePodeCriarLista } from '../use-pode-criar-lista';

/** ?busca=&status=&disciplina=&comigo=&planejadaSap=&ordem=&pagina=&porPagina= */
const SPEC = {
  filters: {
    status: { multiple: true, values: MATERIAIS_STATUS },
    disciplina: { multiple: true, values: DISCIPLINAS_MATERIAL },
    comigo: { values: ['true'] },
    planejadaSap: { values: ['true', 'false'] },
  },
  sorts: MATERIAIS_SORT_FIELDS,
  defaultSort: '-numero',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

/**
 * /:obra/materiais: the obra's materials lists, paged, sorted and filtered by the API; the state is in the address.
 * "Nova lista" for whoever may configure one here.
 */
export function ListasPage() {
  const { t } = useTranslation('materiais');
  const { obra } = useParams();
  const { search, setFilters, bind } = useListSearch(SPEC);
  const { status, disciplina, comigo, planejadaSap } = search.filters;
  const q = useDeferredValue(search.q.trim());
  const params = {
    obra,
    q: q || undefined,
    status,
    disciplina,
    comigo: comigo === 'true' ? true : undefined,
    planejadaSap: planejadaSap === undefined ? undefined : planejadaSap === 'true',
    page: search.page,
    pageSize: search.pageSize,
    sort: search.sort,
  };
  const listas = useListas(params);
  const columns = useListaColumns();
  const podeCriar = usePodeCriarLista(obra);
  const total = listas.data?.total ?? 0;

  return (
    <ListPage<TListaResumo>
      title={t('lista.titulo')}
      subtitle={listas.isSuccess ? t('lista.total', { count: total }) : ' '}
      exportar={{ lista: 'materiais', filtros: listasQuery(params) }}
      actions={
        (podeCriar.obra || podeCriar.projeto) && (
          <Button
            component={RouterLink}
            to={`/${obra}/materiais/novo`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('lista.nova')}
          </Button>
        )
      }
      searchLabel={t('lista.buscar')}
      {...bind}
      filters={<ListasFiltros filtros={{ status, disciplina, comigo, planejadaSap }} onChange={setFilters} />}
      rows={listas.data?.items}
      total={total}
      pending={listas.isPending}
      loading={listas.isFetching}
      error={listas.error}
      columns={columns}
      rowHref={(row) => `/${row.obra.id}/materiais/${row.id}`}
      narrowBelow="xl"
      narrowHidden={['disciplina']}
      renderCard={(row) => <ListaCardContent lista={row} />}
      empty={
        <>
          <ListAltIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
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
