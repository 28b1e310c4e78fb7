import { useDeferredValue, useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import InventoryIcon from '@mui/icons-material/ListAlt';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate, PRODUTOS_SORT_FIELDS, type TProdutoResumo } from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../components/list/list-search';
import { useListSearch } from '../../../components/list/use-list-search';
import { useSessionStore } from '../../../session/session.store';
import { FamiliaFiltro } from '../components/produto/FamiliaCampo';
import { NovoProdutoDialog } from '../components/produto/NovoProdutoDialog';
import { useProdutos } from '../produtos.queries';

/** ?busca=&familia=&ordem=&pagina=&porPagina= ; by code. */
const SPEC = {
  filters: { familia: { parse: (v: string) => v.slice(0, 80) } },
  sorts: PRODUTOS_SORT_FIELDS,
  defaultSort: 'codigo',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

function useColumns(tafs: boolean): GridColDef<TProdutoResumo>[] {
  const { t } = useTranslation('produtos');
  return useMemo<GridColDef<TProdutoResumo>[]>(
    () => [
      { field: 'codigo', headerName: t('campos.codigo'), width: 150 },
      { field: 'nome', headerName: t('campos.nome'), flex: 1.5, minWidth: 200 },
      { field: 'familia', headerName: t('campos.familia'), flex: 1, minWidth: 130 },
      ...(tafs
        ? [
            {
              field: 'tafs',
              headerName: t('campos.tafs'),
              width: 90,
              sortable: false,
              type: 'number',
            } satisfies GridColDef<TProdutoResumo>,
          ]
        : []),
      {
        field: 'atualizadoEm',
        headerName: t('campos.atualizadoEm'),
        width: 130,
        valueFormatter: (value: string) => formatDate(value),
      },
    ],
    [t, tafs],
  );
}

/**
 * /produto (SPEC "Todos Produtos"): every product, searched by code, name or description and filtered by family;
 * cards on a phone. "Novo produto" for who manages products (admin_produtos).
 */
export function ProdutosPage() {
  const { t } = useTranslation('produtos');
  const { t: tc } = useTranslation();
  const ability = useSessionStore((s) => s.ability);
  const podeCriar = ability.can('create', 'Produto');
  const leTafs = ability.can('read', 'TAF');
  const { search, setFilters, bind } = useListSearch(SPEC);
  const [novo, setNovo] = useState(false);
  const busca = useDeferredValue(search.q.trim());
  const produtos = useProdutos({
    busca: busca || undefined,
    familia: search.filters.familia,
    sort: search.sort,
    page: search.page,
    pageSize: search.pageSize,
  });
  const columns = useColumns(leTafs);
  const total = produtos.data?.total ?? 0;

  return (
    <>
      <ListPage<TProdutoResumo>
        title={tc('rotas.produtos')}
        subtitle={produtos.isSuccess ? t('lista.total', { count: total }) : ' '}
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
          <Box sx={{ maxWidth: { sm: 320 } }}>
            <FamiliaFiltro value={search.filters.familia} onChange={(familia) => setFilters({ familia })} />
          </Box>
        }
        rows={produtos.data?.items}
        total={total}
        pending={produtos.isPending}
        loading={produtos.isFetching}
        error={produtos.error}
        columns={columns}
        rowHref={(row) => `/produto/${row.id}`}
        narrowHidden={['atualizadoEm', 'tafs']}
        renderCard={(p) => (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.codigo}</Typography>
              <Chip size="small" label={p.familia} />
            </Stack>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{p.nome}</Typography>
            {leTafs && (
              <Typography variant="body2" color="text.secondary">
                {t('lista.tafs', { count: p.tafs })}
              </Typography>
            )}
          </Stack>
        )}
        empty={
          <>
            <InventoryIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p">
              {t('lista.vazio')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {bind.activeFilters || search.q
                ? t('lista.vazioComFiltros')
                : podeCriar
                  ? t('lista.vazioCrie')
                  : t('lista.vazioSemFiltros')}
            </Typography>
          </>
        }
      />
      <NovoProdutoDialog open={novo} onClose={() => setNovo(false)} />
    </>
  );
}
