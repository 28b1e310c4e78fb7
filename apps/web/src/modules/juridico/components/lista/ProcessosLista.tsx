import { useDeferredValue, useState } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import GavelIcon from '@mui/icons-material/Gavel';
import { useTranslation } from 'react-i18next';
import {
  PROCESSO_FASES,
  PROCESSOS_SORT_FIELDS,
  PROVISAO_RISCOS,
  type TProcessoResumo,
  type TProcessoTipo,
} from '@portal/domain';
import { ListPage } from '../../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../../components/list/list-search';
import { useListSearch } from '../../../../components/list/use-list-search';
import { processosQuery, useProcessos } from '../../juridico.queries';
import { ProcessoFormDialog } from '../form/ProcessoFormDialog';
import { ProcessoCardContent } from './ProcessoCardContent';
import { ProcessosFiltros } from './ProcessosFiltros';
import { ProvisaoTotais } from './ProvisaoTotais';
import { useProcessoColumns } from './useProcessoColumns';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?busca=&fase=&risco=&escritorio=&ativos=sim&ordem=&pagina=&porPagina= ; the nearest hearing or deadline first. */
const SPEC = {
  filters: {
    fase: { multiple: true, values: PROCESSO_FASES },
    risco: { multiple: true, values: PROVISAO_RISCOS },
    escritorio: { parse: (v: string) => (UUID.test(v) ? v : undefined) },
    ativos: { values: ['sim'] },
  },
  sorts: PROCESSOS_SORT_FIELDS,
  defaultSort: 'proximoEvento',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

/**
 * The cases of one kind, paged, filtered and ordered by the API, with the provisions of all that match above them:
 * one obra's (`obraId`) or every obra's the user may read. "Novo processo" for the legal staff.
 */
export function ProcessosLista({
  title,
  tipo,
  obraId,
  podeCriar,
  podeEditar,
}: {
  title: string;
  tipo: TProcessoTipo;
  obraId?: string;
  podeCriar: boolean;
  /** May choose firms (legal staff): the firm filter. */
  podeEditar: boolean;
}) {
  const { t } = useTranslation('juridico');
  const { search, setFilters, bind } = useListSearch(SPEC);
  const [novo, setNovo] = useState(false);
  const busca = useDeferredValue(search.q.trim());
  const geral = !obraId;
  const params = {
    tipo,
    obra: obraId,
    fase: search.filters.fase,
    risco: search.filters.risco,
    escritorio: podeEditar ? search.filters.escritorio : undefined,
    ativos: search.filters.ativos === 'sim' || undefined,
    busca: busca || undefined,
    sort: search.sort,
    page: search.page,
    pageSize: search.pageSize,
  };
  const processos = useProcessos(params);
  const columns = useProcessoColumns(geral);
  const total = processos.data?.total ?? 0;
  const { page: _page, pageSize: _pageSize, ...filtros } = processosQuery(params);

  return (
    <>
      <ListPage<TProcessoResumo>
        title={title}
        subtitle={processos.isSuccess ? t('lista.total', { count: total }) : ' '}
        notice={processos.data && total > 0 && <ProvisaoTotais totais={processos.data.totais} />}
        exportar={{ lista: 'processos', filtros }}
        actions={
          podeCriar && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNovo(true)}>
              {t('lista.novo')}
            </Button>
          )
        }
        searchLabel={t('lista.buscar')}
        {...bind}
        filters={
          <ProcessosFiltros
            filtros={{
              fase: search.filters.fase,
              risco: search.filters.risco,
              escritorio: search.filters.escritorio,
              ativos: search.filters.ativos,
            }}
            comEscritorio={podeEditar}
            onChange={setFilters}
          />
        }
        rows={processos.data?.items}
        total={total}
        pending={processos.isPending}
        loading={processos.isFetching}
        error={processos.error}
        columns={columns}
        rowHref={(row) => `/juridico/processo/${row.id}`}
        narrowBelow="xl"
        narrowHidden={['valorCausa']}
        renderCard={(row) => <ProcessoCardContent processo={row} comObra={geral} />}
        empty={
          <>
            <GavelIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p">
              {t('lista.vazio')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {bind.activeFilters || search.q
                ? t('lista.vazioComFiltros')
                : podeCriar
                  ? t('lista.vazioRegistre')
                  : t('lista.vazioSemFiltros')}
            </Typography>
          </>
        }
      />
      {novo && <ProcessoFormDialog tipo={tipo} obraId={obraId} onClose={() => setNovo(false)} />}
    </>
  );
}
