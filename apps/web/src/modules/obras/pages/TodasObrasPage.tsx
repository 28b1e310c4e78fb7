import { useDeferredValue, useMemo } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  OBRA_SORT_FIELDS,
  OBRA_STATUS,
  OBRA_STATUS_LABEL,
  UFS,
  formatDate,
  type TObraResumo,
} from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../components/list/list-search';
import { useListSearch } from '../../../components/list/use-list-search';
import { useSessionStore } from '../../../session/session.store';
import { useClientesPorId } from '../clientes.queries';
import { ClienteSelect } from '../components/ClienteSelect';
import { ObraStatusChip } from '../components/ObraStatusChip';
import { useObras } from '../obras.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /todas-obras?busca=&status=&uf=&cliente=&ordem=&pagina=&porPagina= */
const SPEC = {
  filters: {
    status: { multiple: true, values: OBRA_STATUS },
    uf: { values: UFS },
    cliente: { parse: (v: string) => (UUID.test(v) ? v.toLowerCase() : undefined) },
  },
  sorts: OBRA_SORT_FIELDS,
  defaultSort: 'codigo',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

const obraPath = (row: TObraResumo) =>
  row.tipo === 'fabricacao' ? `/fabricacao/${row.id}` : `/obras/${row.id}`;

/** /todas-obras: every obra the user may see, paged, sorted and filtered on the server; the state is in the URL. */
export function TodasObrasPage() {
  const { t } = useTranslation('obras');
  const canCreate = useSessionStore((s) => s.ability.can('create', 'Obra'));
  const { search, setFilters, bind } = useListSearch(SPEC);
  const { status, uf, cliente } = search.filters;
  const q = useDeferredValue(search.q.trim());
  const clienteNome = useClientesPorId(cliente ? [cliente] : [])[0]?.data?.nome;

  const params = {
    q: q || undefined,
    status: status.length ? status : undefined,
    uf: uf ? [uf] : undefined,
    clienteId: cliente,
    page: search.page,
    pageSize: search.pageSize,
    sort: search.sort,
  };
  const obras = useObras(params);

  const columns = useMemo<GridColDef<TObraResumo>[]>(
    () => [
      { field: 'codigo', headerName: t('campos.codigo'), width: 130 },
      { field: 'nome', headerName: t('campos.nome'), flex: 2, minWidth: 220 },
      {
        field: 'cliente',
        headerName: t('campos.cliente'),
        flex: 1.2,
        minWidth: 180,
        valueGetter: (_v, row) => row.cliente.nome,
      },
      {
        field: 'cidade',
        headerName: t('campos.cidade'),
        width: 170,
        valueGetter: (_v, row) => `${row.cidade}/${row.uf}`,
      },
      {
        field: 'status',
        headerName: t('campos.status'),
        width: 150,
        renderCell: ({ row }) => <ObraStatusChip status={row.status} />,
      },
      {
        field: 'inicioPrevisto',
        headerName: t('campos.inicioPrevisto'),
        width: 130,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : ''),
      },
      {
        field: 'fimPrevisto',
        headerName: t('campos.fimPrevisto'),
        width: 130,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : ''),
      },
      {
        field: 'siteManager',
        headerName: t('campos.siteManager'),
        width: 180,
        sortable: false,
        valueGetter: (_v, row) => row.siteManager?.name ?? '',
      },
    ],
    [t],
  );

  return (
    <ListPage<TObraResumo>
      title={t('todas.titulo')}
      subtitle={t('todas.total', { count: obras.data?.total ?? 0 })}
      exportar={{ lista: 'obras', filtros: { ...params } }}
      actions={
        canCreate && (
          <Button component={RouterLink} to="/obra" variant="contained" startIcon={<AddIcon />}>
            {t('form.novaTitulo')}
          </Button>
        )
      }
      searchLabel={t('inicio.buscar')}
      {...bind}
      filters={
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr 110px' } }}>
          <Box sx={{ '& .MuiButton-root': { display: 'none' } }}>
            <ClienteSelect
              value={cliente ? { id: cliente, nome: clienteNome ?? '' } : null}
              onChange={(c) => setFilters({ cliente: c?.id })}
              required={false}
            />
          </Box>
          <TextField
            select
            size="small"
            label={t('campos.status')}
            value={status}
            onChange={(e) => setFilters({ status: e.target.value as unknown as string[] })}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (v) =>
                  (v as string[])
                    .map((s) => OBRA_STATUS_LABEL[s as keyof typeof OBRA_STATUS_LABEL])
                    .join(', '),
              },
            }}
          >
            {OBRA_STATUS.map((s) => (
              <MenuItem key={s} value={s}>
                {OBRA_STATUS_LABEL[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('campos.uf')}
            value={uf ?? ''}
            onChange={(e) => setFilters({ uf: e.target.value || undefined })}
          >
            <MenuItem value="">{t('todas.todas')}</MenuItem>
            {UFS.map((u) => (
              <MenuItem key={u} value={u}>
                {u}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      }
      rows={obras.data?.items}
      total={obras.data?.total}
      pending={obras.isPending}
      loading={obras.isFetching}
      error={obras.error}
      columns={columns}
      rowHref={obraPath}
      narrowHidden={['cliente', 'inicioPrevisto', 'fimPrevisto', 'siteManager', 'cidade']}
      renderCard={(row) => (
        <Stack spacing={0.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography variant="overline" color="text.secondary">
              {row.codigo}
            </Typography>
            <ObraStatusChip status={row.status} />
          </Stack>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {row.nome}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('todas.cartao', { cliente: row.cliente.nome, cidade: row.cidade, uf: row.uf })}
          </Typography>
        </Stack>
      )}
    />
  );
}
