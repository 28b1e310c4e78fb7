import { useDeferredValue, useMemo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { ACAO_STATUSES, SGI_CATEGORIAS, formatMoney, type TAcao, type TSgiCategoria } from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../components/list/list-search';
import { useListSearch } from '../../../components/list/use-list-search';
import { AcaoBotoes } from '../components/acoes/AcaoBotoes';
import { AcaoOcorrenciaLink } from '../components/acoes/AcaoOcorrenciaLink';
import { AcaoPrazo } from '../components/acoes/AcaoPrazo';
import { AcoesFiltros } from '../components/acoes/AcoesFiltros';
import { AcaoStatusChip } from '../components/SgiChips';
import { acoesQuery, useAcoes } from '../sgi.queries';

/** ?busca=&minhas=sim&atrasadas=sim&status=&categoria=&pagina=&porPagina= ; the API orders them (nearest first). */
const SPEC = {
  filters: {
    minhas: { values: ['sim'] },
    atrasadas: { values: ['sim'] },
    status: { multiple: true, values: ACAO_STATUSES },
    categoria: { values: SGI_CATEGORIAS },
  },
  sorts: [],
  defaultSort: '',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

const meio = { height: '100%', display: 'flex', alignItems: 'center' } as const;

function useColunas(): GridColDef<TAcao>[] {
  const { t } = useTranslation('sgi');
  return useMemo<GridColDef<TAcao>[]>(
    () => [
      {
        field: 'oQue',
        headerName: t('acoes.colunas.acao'),
        flex: 1,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {row.oQue}
            </Typography>
            <AcaoOcorrenciaLink acao={row} noWrap />
          </Box>
        ),
      },
      {
        field: 'quem',
        headerName: t('plano.campos.quem'),
        width: 150,
        sortable: false,
        valueGetter: (_v, row) => row.quem?.nome ?? '—',
      },
      {
        field: 'quando',
        headerName: t('plano.campos.quando'),
        width: 165,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={meio}>
            <AcaoPrazo acao={row} />
          </Box>
        ),
      },
      {
        field: 'verificador',
        headerName: t('plano.campos.verificador'),
        width: 150,
        sortable: false,
        valueGetter: (_v, row) => row.verificador?.nome ?? '—',
      },
      {
        field: 'quantoCusta',
        headerName: t('plano.campos.quantoCusta'),
        width: 120,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: string) => formatMoney(value),
      },
      {
        field: 'status',
        headerName: t('campos.status'),
        width: 175,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={meio}>
            <AcaoStatusChip status={row.status} />
          </Box>
        ),
      },
      {
        field: 'acoes',
        headerName: t('plano.botoes'),
        width: 260,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={meio}>
            <AcaoBotoes acao={row} />
          </Box>
        ),
      },
    ],
    [t],
  );
}

/** An action as a card on a phone: what, its occurrence, who and when, its status and buttons. */
function AcaoCartao({ acao }: { acao: TAcao }) {
  const { t } = useTranslation('sgi');
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{acao.oQue}</Typography>
        <AcaoStatusChip status={acao.status} />
      </Stack>
      <AcaoOcorrenciaLink acao={acao} />
      <Typography variant="body2" color="text.secondary">
        {t('acoes.quemVerifica', {
          quem: acao.quem?.nome ?? '—',
          verificador: acao.verificador?.nome ?? '—',
        })}
      </Typography>
      <AcaoPrazo acao={acao} />
      <AcaoBotoes acao={acao} />
    </Stack>
  );
}

/**
 * /sgi/acoes ("Listar Ações", readAcoes): every action of the plans the user may read, filtered by mine, overdue,
 * status and category; each links to its occurrence and offers, inline, what the user may do on it. Excel export.
 */
export function AcoesPage() {
  const { t } = useTranslation('sgi');
  const { t: tc } = useTranslation();
  const { search, setFilters, bind } = useListSearch(SPEC);
  const busca = useDeferredValue(search.q.trim());
  const f = search.filters;
  const params = {
    minhas: f.minhas === 'sim' || undefined,
    atrasadas: f.atrasadas === 'sim' || undefined,
    status: f.status,
    categoria: f.categoria as TSgiCategoria | undefined,
    busca: busca || undefined,
    page: search.page,
    pageSize: search.pageSize,
  };
  const acoes = useAcoes(params);
  const colunas = useColunas();
  const total = acoes.data?.total ?? 0;
  const { page: _page, pageSize: _pageSize, ...exportar } = acoesQuery(params);
  const { sort: _sort, onSortChange: _onSortChange, ...semOrdem } = bind;
  return (
    <ListPage<TAcao>
      title={tc('rotas.sgiAcoes')}
      subtitle={acoes.isSuccess ? t('acoes.total', { count: total }) : ' '}
      exportar={{ lista: 'acoes_sgi', filtros: exportar }}
      searchLabel={t('acoes.buscar')}
      {...semOrdem}
      filters={<AcoesFiltros filtros={f} onChange={setFilters} />}
      rows={acoes.data?.items}
      total={total}
      pending={acoes.isPending}
      loading={acoes.isFetching}
      error={acoes.error}
      columns={colunas}
      narrowBelow="lg"
      narrowHidden={['verificador', 'quantoCusta']}
      renderCard={(row) => <AcaoCartao acao={row} />}
      empty={
        <>
          <AssignmentIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('acoes.vazio')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {bind.activeFilters || search.q ? t('acoes.vazioComFiltros') : t('acoes.vazioSemFiltros')}
          </Typography>
        </>
      }
    />
  );
}
