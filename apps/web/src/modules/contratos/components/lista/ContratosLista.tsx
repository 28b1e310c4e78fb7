import { useDeferredValue, useState } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DescriptionIcon from '@mui/icons-material/Description';
import { useTranslation } from 'react-i18next';
import {
  CONTRATO_PARTE_TIPOS,
  CONTRATO_STATUS,
  CONTRATOS_SORT_FIELDS,
  type TContratoResumo,
} from '@portal/domain';
import { ListPage } from '../../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../../components/list/list-search';
import { useListSearch } from '../../../../components/list/use-list-search';
import { contratosQuery, useContratos } from '../../contratos.queries';
import { ContratoFormDialog } from '../form/ContratoFormDialog';
import { ContratoCardContent } from './ContratoCardContent';
import { ContratosFiltros } from './ContratosFiltros';
import { useContratoColumns } from './useContratoColumns';

const FILTERS = {
  status: { multiple: true, values: CONTRATO_STATUS },
  parteTipo: { multiple: true, values: CONTRATO_PARTE_TIPOS },
  comigo: { values: ['true'] },
} as const satisfies Record<string, FilterSpec>;

/** ?busca=&status=&parteTipo=&comigo=&ordem=&pagina=&porPagina= : an obra's contracts, newest number first. */
const SPEC_OBRA = {
  filters: FILTERS,
  sorts: CONTRATOS_SORT_FIELDS,
  defaultSort: '-numero',
} as const satisfies ListSpec<typeof FILTERS>;

/** Every obra's contracts: numbers repeat across obras, so the last changed first. */
const SPEC_GERAL = { ...SPEC_OBRA, defaultSort: '-updatedAt' } as const satisfies ListSpec<typeof FILTERS>;

/**
 * Contracts paged, filtered and sorted by the API: one obra's (`obraId`) or every obra's the user may read. The state
 * is in the address. "Novo contrato" on an obra's list for whoever may write one there.
 */
export function ContratosLista({
  title,
  obraId,
  podeCriar,
}: {
  title: string;
  obraId?: string;
  podeCriar: boolean;
}) {
  const { t } = useTranslation('contratos');
  const geral = !obraId;
  const { search, setFilters, bind } = useListSearch(geral ? SPEC_GERAL : SPEC_OBRA);
  const [novo, setNovo] = useState(false);
  const { status, parteTipo, comigo } = search.filters;
  const q = useDeferredValue(search.q.trim());
  const params = {
    obra: obraId,
    q: q || undefined,
    status,
    parteTipo,
    comigo: comigo === 'true' ? true : undefined,
    page: search.page,
    pageSize: search.pageSize,
    sort: search.sort,
  };
  const contratos = useContratos(params);
  const columns = useContratoColumns(geral);
  const total = contratos.data?.total ?? 0;

  return (
    <>
      <ListPage<TContratoResumo>
        title={title}
        subtitle={contratos.isSuccess ? t('lista.total', { count: total }) : ' '}
        exportar={{ lista: 'contratos', filtros: contratosQuery(params) }}
        actions={
          podeCriar &&
          obraId && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNovo(true)}>
              {t('lista.novo')}
            </Button>
          )
        }
        searchLabel={t('lista.buscar')}
        {...bind}
        filters={<ContratosFiltros filtros={{ status, parteTipo, comigo }} onChange={setFilters} />}
        rows={contratos.data?.items}
        total={total}
        pending={contratos.isPending}
        loading={contratos.isFetching}
        error={contratos.error}
        columns={columns}
        rowHref={(row) => `/${row.obra.id}/contrato/${row.id}`}
        // Below these widths "Com quem" gives way (the card and the contract's page say it, "Comigo" filters by it).
        narrowBelow={geral ? 'xl' : 'lg'}
        narrowHidden={['comQuem']}
        renderCard={(row) => <ContratoCardContent contrato={row} comObra={geral} />}
        empty={
          <>
            <DescriptionIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p">
              {t('lista.vazio')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {bind.activeFilters || search.q ? t('lista.vazioComFiltros') : t('lista.vazioSemFiltros')}
            </Typography>
          </>
        }
      />
      {novo && obraId && <ContratoFormDialog obraId={obraId} onClose={() => setNovo(false)} />}
    </>
  );
}
