import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TafIcon from '@mui/icons-material/Checklist';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  TAF_STATUSES,
  TAF_STATUS_LABEL,
  TAF_VEREDITOS,
  TAF_VEREDITO_LABEL,
  TAFS_SORT_FIELDS,
  type TProdutoRef,
  type TTafResumo,
} from '@portal/domain';
import { ObraSelect } from '../../../obras/components/ObraSelect';
import { ListPage } from '../../../../components/list/ListPage';
import { MultiSelectFilter } from '../../../../components/list/MultiSelectFilter';
import type { FilterSpec, ListSpec } from '../../../../components/list/list-search';
import { useListSearch } from '../../../../components/list/use-list-search';
import { useSessionStore } from '../../../../session/session.store';
import { useTafs } from '../../taf.queries';
import { NovoTafDialog } from './NovoTafDialog';
import { ProdutoSelect } from './ProdutoSelect';
import { TafStatusChip, TafVereditoChip } from './TafChips';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (v: string) => (UUID.test(v) ? v : undefined);

/** ?busca=&produto=&fabricacao=&status=&resultado=&ordem=&pagina=&porPagina= ; the newest first. */
const SPEC = {
  filters: {
    produto: { parse: uuid },
    fabricacao: { parse: uuid },
    status: { multiple: true, values: TAF_STATUSES },
    resultado: { values: TAF_VEREDITOS },
  },
  sorts: TAFS_SORT_FIELDS,
  defaultSort: '-numero',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

export const tafHref = (taf: Pick<TTafResumo, 'id' | 'produto'>) =>
  `/produto/taf/${taf.produto.id}/${taf.id}`;

function useColumns(): GridColDef<TTafResumo>[] {
  const { t } = useTranslation('produtos');
  return useMemo<GridColDef<TTafResumo>[]>(
    () => [
      { field: 'numero', headerName: t('campos.numero'), width: 70 },
      { field: 'numeroSerie', headerName: t('campos.numeroSerie'), width: 140 },
      {
        field: 'produto',
        headerName: t('campos.produto'),
        flex: 1.2,
        minWidth: 170,
        sortable: false,
        valueGetter: (_v, row) => `${row.produto.codigo} — ${row.produto.nome}`,
      },
      {
        field: 'obra',
        headerName: t('campos.fabricacao'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueGetter: (_v, row) => `${row.obra.codigo} — ${row.obra.nome}`,
      },
      {
        field: 'status',
        headerName: t('campos.status'),
        width: 190,
        sortable: false,
        renderCell: ({ row }) => <TafStatusChip status={row.status} />,
      },
      {
        field: 'resultado',
        headerName: t('campos.resultado'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <TafVereditoChip resultado={row.resultado} />,
      },
      {
        field: 'progresso',
        headerName: t('campos.pontos'),
        width: 100,
        sortable: false,
        valueGetter: (_v, row) => `${row.pontosRespondidos}/${row.pontosTotal}`,
      },
      {
        field: 'atualizadoEm',
        headerName: t('campos.atualizadoEm'),
        width: 130,
        valueFormatter: (value: string) => formatDate(value),
      },
    ],
    [t],
  );
}

/**
 * TAF records, paged and filtered by the API: by product, fabrication, status and verdict (a product's page or a
 * fabrication's fixes its own). "Novo TAF" for who executes TAFs.
 */
export function TafsLista({
  titulo,
  subtituloExtra,
  produto,
  obraId,
  podeCriar,
  acoes,
}: {
  titulo: string;
  subtituloExtra?: ReactNode;
  /** The product every listed TAF is of (its page). */
  produto?: TProdutoRef | { id: string };
  /** The fabrication every listed TAF is on (its page in the factory layout). */
  obraId?: string;
  podeCriar: boolean;
  /** More buttons beside "Novo TAF". */
  acoes?: ReactNode;
}) {
  const { t } = useTranslation('produtos');
  const leProdutos = useSessionStore((s) => s.ability.can('read', 'Produto'));
  const { search, setFilters, bind } = useListSearch(SPEC);
  const [novo, setNovo] = useState(false);
  const busca = useDeferredValue(search.q.trim());
  const f = search.filters;
  const tafs = useTafs({
    produtoId: produto?.id ?? f.produto,
    obraId: obraId ?? f.fabricacao,
    status: f.status,
    resultado: f.resultado,
    busca: busca || undefined,
    sort: search.sort,
    page: search.page,
    pageSize: search.pageSize,
  });
  const columns = useColumns();
  const total = tafs.data?.total ?? 0;

  return (
    <>
      <ListPage<TTafResumo>
        title={titulo}
        subtitle={
          <>
            {subtituloExtra}
            {tafs.isSuccess ? t('tafs.total', { count: total }) : ' '}
          </>
        }
        actions={
          (podeCriar || acoes) && (
            <>
              {acoes}
              {podeCriar && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNovo(true)}>
                  {t('tafs.novo')}
                </Button>
              )}
            </>
          )
        }
        searchLabel={t('tafs.buscar')}
        {...bind}
        filters={
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
            }}
          >
            {!produto && leProdutos && (
              <ProdutoSelect
                size="small"
                label={t('filtros.produto')}
                value={f.produto}
                onChange={(p) => setFilters({ produto: p?.id })}
              />
            )}
            {!obraId && (
              <ObraSelect
                tipo="fabricacao"
                size="small"
                label={t('filtros.fabricacao')}
                value={f.fabricacao}
                onChange={(fabricacao) => setFilters({ fabricacao })}
              />
            )}
            <MultiSelectFilter
              label={t('filtros.status')}
              value={f.status}
              options={TAF_STATUSES}
              labels={TAF_STATUS_LABEL}
              onChange={(status) => setFilters({ status })}
            />
            <TextField
              select
              size="small"
              label={t('filtros.resultado')}
              value={f.resultado ?? ''}
              onChange={(e) => setFilters({ resultado: e.target.value || undefined })}
            >
              <MenuItem value="">{t('filtros.todos')}</MenuItem>
              {TAF_VEREDITOS.map((v) => (
                <MenuItem key={v} value={v}>
                  {TAF_VEREDITO_LABEL[v]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        }
        rows={tafs.data?.items}
        total={total}
        pending={tafs.isPending}
        loading={tafs.isFetching}
        error={tafs.error}
        columns={columns}
        rowHref={tafHref}
        narrowBelow="lg"
        narrowHidden={['obra', 'progresso', 'atualizadoEm']}
        renderCard={(taf) => (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t('taf.nome', { numero: taf.numero, serie: taf.numeroSerie })}
              </Typography>
              <TafStatusChip status={taf.status} />
            </Stack>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {taf.produto.codigo} — {taf.produto.nome}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {taf.obra.codigo} · {taf.obra.nome}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TafVereditoChip resultado={taf.resultado} />
              <Typography variant="body2" color="text.secondary">
                {t('tafs.pontos', { feitos: taf.pontosRespondidos, total: taf.pontosTotal })}
              </Typography>
            </Stack>
          </Stack>
        )}
        empty={
          <>
            <TafIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p">
              {t('tafs.vazio')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {bind.activeFilters || search.q
                ? t('tafs.vazioComFiltros')
                : podeCriar
                  ? t('tafs.vazioInicie')
                  : t('tafs.vazioSemFiltros')}
            </Typography>
          </>
        }
      />
      {podeCriar && (
        <NovoTafDialog
          open={novo}
          produto={produto && 'codigo' in produto ? produto : produto ? { id: produto.id } : undefined}
          obraId={obraId}
          onClose={() => setNovo(false)}
        />
      )}
    </>
  );
}
