import { useDeferredValue, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, type TUserSummary } from '@portal/domain';
import { SearchField } from '../../../components/SearchField';
import { ServerDataGrid, sortParam } from '../../../components/ServerDataGrid';
import { useSessionStore } from '../../../session/session.store';
import { MaintenanceCard } from '../../platform/components/MaintenanceCard';
import { InviteUserDialog } from '../components/InviteUserDialog';
import { useRoleCatalog, useUsers } from '../usuarios.queries';

/** /permissoes: users and their roles; administrators invite, open a user to edit, disable and enable. */
export function UsuariosAdminPage() {
  const { t } = useTranslation('usuarios');
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const canInvite = useSessionStore((s) => s.ability.can('create', 'Usuario'));
  const catalog = useRoleCatalog();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [role, setRole] = useState('');
  const [state, setState] = useState('');
  const [inviting, setInviting] = useState(false);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);
  const q = useDeferredValue(search.trim());
  const users = useUsers({
    q: q || undefined,
    type: (type || undefined) as 'gali' | 'cliente' | undefined,
    role: role || undefined,
    enabled: state === '' ? undefined : state === 'ativos',
    page: paging.page + 1,
    pageSize: paging.pageSize,
    sort: sortParam(sort, 'name'),
  });
  const columns = useMemo<GridColDef<TUserSummary>[]>(
    () => [
      { field: 'name', headerName: t('lista.nome'), flex: 1.2, minWidth: 180 },
      { field: 'email', headerName: t('lista.email'), flex: 1.3, minWidth: 200 },
      {
        field: 'type',
        headerName: t('admin.tipo'),
        width: 120,
        sortable: false,
        valueFormatter: (v: string) => (v === 'cliente' ? t('perfil.tipoCliente') : t('perfil.tipoGali')),
      },
      {
        field: 'roles',
        headerName: t('perfil.papeis'),
        flex: 1.5,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ overflow: 'hidden', alignItems: 'center', height: '100%' }}
          >
            {row.roles.slice(0, 3).map((r) => (
              <Chip key={r} label={r} size="small" />
            ))}
            {row.roles.length > 3 && (
              <Chip label={`+${row.roles.length - 3}`} size="small" variant="outlined" />
            )}
          </Stack>
        ),
      },
      {
        field: 'enabled',
        headerName: t('lista.situacao'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) =>
          !row.enabled ? (
            <Chip label={t('lista.desativado')} color="error" size="small" />
          ) : row.status === 'FORCE_CHANGE_PASSWORD' ? (
            <Chip label={t('lista.convidado')} color="info" size="small" />
          ) : (
            <Chip label={t('lista.ativo')} color="success" size="small" variant="outlined" />
          ),
      },
      {
        field: 'createdAt',
        headerName: t('lista.desde'),
        width: 120,
        valueFormatter: (v: string) => formatDate(v),
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
            {t('lista.titulo')}
          </Typography>
          <Typography color="text.secondary">
            {t('lista.total', { count: users.data?.total ?? 0 })}
          </Typography>
        </Box>
        {canInvite && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            {t('convite.titulo')}
          </Button>
        )}
      </Stack>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1.3fr 1fr' }, mb: 2 }}
      >
        <SearchField
          label={t('lista.buscar')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            resetPage();
          }}
        />
        <TextField
          select
          size="small"
          label={t('admin.tipo')}
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            resetPage();
          }}
        >
          <MenuItem value="">{t('lista.todos')}</MenuItem>
          <MenuItem value="gali">{t('perfil.tipoGali')}</MenuItem>
          <MenuItem value="cliente">{t('perfil.tipoCliente')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t('lista.papel')}
          value={role}
          onChange={(e) => {
            setRole(e.target.value);
            resetPage();
          }}
        >
          <MenuItem value="">{t('lista.todos')}</MenuItem>
          {(catalog.data?.items ?? []).map((r) => (
            <MenuItem key={r.role} value={r.role}>
              {r.role}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('lista.situacao')}
          value={state}
          onChange={(e) => {
            setState(e.target.value);
            resetPage();
          }}
        >
          <MenuItem value="">{t('lista.todos')}</MenuItem>
          <MenuItem value="ativos">{t('lista.ativos')}</MenuItem>
          <MenuItem value="desativados">{t('lista.desativados')}</MenuItem>
        </TextField>
      </Box>
      {users.isError && <Alert severity="error">{users.error.message}</Alert>}
      <ServerDataGrid<TUserSummary>
        rows={users.data?.items}
        total={users.data?.total}
        loading={users.isFetching}
        columns={columns}
        paging={paging}
        onPagingChange={setPaging}
        sort={sort}
        onSortChange={(model) => {
          setSort(model);
          resetPage();
        }}
        onRowClick={(row) => void navigate(`/usuarios/${row.id}`)}
        hidden={phone ? ['email', 'roles', 'createdAt', 'type'] : []}
        label={t('lista.titulo')}
      />
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
      <Box sx={{ mt: 4 }}>
        <MaintenanceCard />
      </Box>
    </Box>
  );
}
