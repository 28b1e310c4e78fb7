import { useDeferredValue, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OBRA_STATUS, OBRA_STATUS_LABEL, UFS, formatDate, type TObraResumo } from '@portal/domain';
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

  const sortParam = sort[0]
    ? `${sort[0].sort === 'desc' ? '-' : ''}${SORTABLE[sort[0].field] ?? 'codigo'}`
    : 'codigo';
  const obras = useObras({
    q: q || undefined,
    status: status.length ? status : undefined,
    uf: uf ? [uf] : undefined,
    clienteId: cliente?.id,
    page: paging.page + 1,
    pageSize: paging.pageSize,
    sort: sortParam,
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
        <TextField
          size="small"
          placeholder={t('inicio.buscar')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            resetPage();
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': t('inicio.buscar') },
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
      <DataGrid<TObraResumo>
        rows={obras.data?.items ?? []}
        columns={columns}
        rowCount={obras.data?.total ?? 0}
        loading={obras.isFetching}
        paginationMode="server"
        sortingMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortModel={sort}
        onSortModelChange={(model) => {
          setSort(model);
          resetPage();
        }}
        pageSizeOptions={[20, 50, 100]}
        disableColumnFilter
        disableRowSelectionOnClick
        onRowClick={({ row }) =>
          void navigate(row.tipo === 'fabricacao' ? `/fabricacao/${row.id}` : `/obras/${row.id}`)
        }
        columnVisibilityModel={
          phone
            ? { cliente: false, inicioPrevisto: false, fimPrevisto: false, siteManager: false, cidade: false }
            : {}
        }
        localeText={ptBR.components.MuiDataGrid.defaultProps.localeText}
        autoHeight
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        aria-label={t('todas.titulo')}
      />
    </Box>
  );
}
