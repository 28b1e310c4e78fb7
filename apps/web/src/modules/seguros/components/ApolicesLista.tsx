import { useDeferredValue, useState } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PolicyIcon from '@mui/icons-material/Policy';
import { useTranslation } from 'react-i18next';
import {
  APOLICES_ORDENACAO,
  SEGURO_RAMOS,
  SEGURO_SITUACOES,
  type TApoliceResumo,
  type TSeguroRamo,
} from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../components/list/list-search';
import { useListSearch } from '../../../components/list/use-list-search';
import { apolicesQuery, useApolices } from '../seguros.queries';
import { ApoliceCardContent } from './ApoliceCardContent';
import { ApoliceFormDialog } from './ApoliceFormDialog';
import { ApolicesFiltros } from './ApolicesFiltros';
import { SituacoesResumo } from './SituacoesResumo';
import { useApoliceColumns } from './useApoliceColumns';

/** ?busca=&situacao=&ramo=&ordem=&pagina=&porPagina= ; `vencimento` (the default) puts what ends soonest first. */
const SPEC = {
  filters: {
    situacao: { multiple: true, values: SEGURO_SITUACOES },
    ramo: { values: SEGURO_RAMOS },
  },
  sorts: APOLICES_ORDENACAO,
  defaultSort: 'vencimento',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

/**
 * Policies paged, filtered and ordered by the API: one obra's of one kind (`obraId` and `ramo`), or every obra's
 * the user may read. "Nova apólice" where the user may register one.
 */
export function ApolicesLista({
  title,
  obraId,
  ramo,
  podeCriar,
}: {
  title: string;
  obraId?: string;
  ramo?: TSeguroRamo;
  podeCriar: boolean;
}) {
  const { t } = useTranslation('seguros');
  const { search, setFilters, bind } = useListSearch(SPEC);
  const [nova, setNova] = useState(false);
  const q = useDeferredValue(search.q.trim());
  const geral = !obraId;
  const params = {
    obra: obraId,
    ramo: ramo ?? search.filters.ramo,
    situacao: search.filters.situacao,
    q: q || undefined,
    ordem: search.sort,
    page: search.page,
    pageSize: search.pageSize,
  };
  const apolices = useApolices(params);
  const columns = useApoliceColumns(geral);
  const total = apolices.data?.total ?? 0;

  return (
    <>
      <ListPage<TApoliceResumo>
        title={title}
        subtitle={apolices.isSuccess ? t('lista.total', { count: total }) : ' '}
        notice={
          <SituacoesResumo
            params={{ obra: obraId, ramo: params.ramo, q: params.q }}
            selecionadas={search.filters.situacao}
            onChange={(situacao) => setFilters({ situacao })}
          />
        }
        exportar={{ lista: 'seguros', filtros: apolicesQuery(params) }}
        actions={
          podeCriar &&
          obraId &&
          ramo && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNova(true)}>
              {t('lista.nova')}
            </Button>
          )
        }
        searchLabel={t('lista.buscar')}
        {...bind}
        filters={
          <ApolicesFiltros
            filtros={{ situacao: search.filters.situacao, ramo: search.filters.ramo }}
            comRamo={!ramo}
            onChange={setFilters}
          />
        }
        rows={apolices.data?.items}
        total={total}
        pending={apolices.isPending}
        loading={apolices.isFetching}
        error={apolices.error}
        columns={columns}
        rowHref={(row) => `/${row.obra.id}/seguros/apolice/${row.id}`}
        narrowBelow="xl"
        narrowHidden={['inicioVigencia', 'endossos']}
        renderCard={(row) => <ApoliceCardContent apolice={row} comObra={geral} />}
        empty={
          <>
            <PolicyIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p">
              {t('lista.vazio')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {bind.activeFilters || search.q ? t('lista.vazioComFiltros') : t('lista.vazioSemFiltros')}
            </Typography>
          </>
        }
      />
      {nova && obraId && ramo && (
        <ApoliceFormDialog obraId={obraId} ramo={ramo} onClose={() => setNova(false)} />
      )}
    </>
  );
}
