import { useDeferredValue, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OBRA_STATUS, OBRA_STATUS_LABEL, UFS, formatDate, type TObraResumo } from '@portal/domain';
import { SearchField } from '../../../components/SearchField';
import { ServerDataGrid, sortParam } from '../../../components/ServerDataGrid';
import { useSessionStore } from '../../../session/session.store';
import { ClienteSelect, type ClienteRef } from '../components/ClienteSelect';
import { ObraStatusChip } from '../components/ObraStatusChip';
import { useObras } from '../obras.queries';

const SORTABLE: Record<string, string> = {
  codigo: 'codigo',
  nome: 'nome',
  cliente: 'cliente',
  cidade: 'cidade',
  status: 'status',
  inicioPrevisto: 'inicioPrevisto',
  fimPrevisto: 'fimPrevisto',
};

/** /todas-obras: every obra the user may see, paged, sorted and filtered on the server. */
export function TodasObrasPage() {
  const { t } = useTranslation('obras');
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const canCreate = useSessionStore((s) => s.ability.can('create', 'Obra'));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string[]>([]);
  const [uf, setUf] = useState('');
  const [cliente, setCliente] = useState<ClienteRef | null>(null);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'codigo', sort: 'asc' }]);
  const q = useDeferredValue(search.trim());

  const obras = useObras({
    q: q || undefined,
    status: status.length ? status : undefined,
    uf: uf ? [uf] : undefined,
    clienteId: cliente?.id,
    page: paging.page + 1,
    pageSize: paging.pageSize,
    sort: sortParam(sort, 'codigo', SORTABLE),
  });

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

  const resetPage = () => setPaging((p) => ({ ...p, page: 0 }));
  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('todas.titulo')}
          </Typography>
          <Typography color="text.secondary">
            {t('todas.total', { count: obras.data?.total ?? 0 })}
          </Typography>
        </Box>
        {canCreate && (
          <Button component={RouterLink} to="/obra" variant="contained" startIcon={<AddIcon />}>
            {t('form.novaTitulo')}
          </Button>
        )}
      </Stack>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1.3fr 1fr 110px' }, mb: 2 }}
      >
        <SearchField
          label={t('inicio.buscar')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            resetPage();
          }}
        />
        <Box sx={{ '& .MuiButton-root': { display: 'none' } }}>
          <ClienteSelect
            value={cliente}
            onChange={(c) => {
              setCliente(c);
              resetPage();
            }}
          />
        </Box>
        <TextField
          select
          size="small"
          label={t('campos.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as unknown as string[]);
            resetPage();
          }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (v) =>
                (v as string[]).map((s) => OBRA_STATUS_LABEL[s as keyof typeof OBRA_STATUS_LABEL]).join(', '),
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
          value={uf}
          onChange={(e) => {
            setUf(e.target.value);
            resetPage();
          }}
        >
          <MenuItem value="">{t('todas.todas')}</MenuItem>
          {UFS.map((u) => (
            <MenuItem key={u} value={u}>
              {u}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {obras.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {obras.error.message}
        </Alert>
      )}
      <ServerDataGrid<TObraResumo>
        rows={obras.data?.items}
        total={obras.data?.total}
        loading={obras.isFetching}
        columns={columns}
        paging={paging}
        onPagingChange={setPaging}
        sort={sort}
        onSortChange={(model) => {
          setSort(model);
          resetPage();
        }}
        onRowClick={(row) =>
          void navigate(row.tipo === 'fabricacao' ? `/fabricacao/${row.id}` : `/obras/${row.id}`)
        }
        hidden={phone ? ['cliente', 'inicioPrevisto', 'fimPrevisto', 'siteManager', 'cidade'] : []}
        label={t('todas.titulo')}
      />
    </Box>
  );
}
