import { useDeferredValue, useMemo, useState } from 'react';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { USER_SORT_FIELDS, formatDate, type TUserSummary } from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../components/list/list-search';
import { useListSearch } from '../../../components/list/use-list-search';
import { useSessionStore } from '../../../session/session.store';
import { MaintenanceCard } from '../../platform/components/MaintenanceCard';
import { InviteUserDialog } from '../components/InviteUserDialog';
import { useRoleCatalog, useUsers } from '../usuarios.queries';

/** /permissoes?busca=&tipo=&papel=&situacao=&ordem=&pagina=&porPagina= */
const SPEC = {
  filters: {
    tipo: { values: ['gali', 'cliente'] },
    papel: {},
    situacao: { values: ['ativos', 'desativados'] },
  },
  sorts: USER_SORT_FIELDS,
  defaultSort: 'name',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

function StatusChip({ user }: { user: TUserSummary }) {
  const { t } = useTranslation('usuarios');
  return !user.enabled ? (
    <Chip label={t('lista.desativado')} color="error" size="small" />
  ) : user.status === 'FORCE_CHANGE_PASSWORD' ? (
    <Chip label={t('lista.convidado')} color="info" size="small" />
  ) : (
    <Chip label={t('lista.ativo')} color="success" size="small" variant="outlined" />
  );
}

/** /permissoes: users and their roles; administrators invite, open a user to edit, disable and enable. */
export function UsuariosAdminPage() {
  const { t } = useTranslation('usuarios');
  const canInvite = useSessionStore((s) => s.ability.can('create', 'Usuario'));
  const catalog = useRoleCatalog();
  const [inviting, setInviting] = useState(false);
  const { search, setFilters, bind } = useListSearch(SPEC);
  const { tipo, papel, situacao } = search.filters;
  const q = useDeferredValue(search.q.trim());
  const params = {
    q: q || undefined,
    type: tipo as 'gali' | 'cliente' | undefined,
    role: papel,
    enabled: situacao === undefined ? undefined : situacao === 'ativos',
    page: search.page,
    pageSize: search.pageSize,
    sort: search.sort,
  };
  const users = useUsers(params);
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
        renderCell: ({ row }) => <StatusChip user={row} />,
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
  return (
    <ListPage<TUserSummary>
      title={t('lista.titulo')}
      subtitle={t('lista.total', { count: users.data?.total ?? 0 })}
      exportar={{ lista: 'usuarios', filtros: { ...params } }}
      actions={
        canInvite && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            {t('convite.titulo')}
          </Button>
        )
      }
      searchLabel={t('lista.buscar')}
      {...bind}
      filters={
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr 1fr' } }}>
          <TextField
            select
            size="small"
            label={t('admin.tipo')}
            value={tipo ?? ''}
            onChange={(e) => setFilters({ tipo: e.target.value || undefined })}
          >
            <MenuItem value="">{t('lista.todos')}</MenuItem>
            <MenuItem value="gali">{t('perfil.tipoGali')}</MenuItem>
            <MenuItem value="cliente">{t('perfil.tipoCliente')}</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label={t('lista.papel')}
            value={catalog.data ? (papel ?? '') : ''}
            onChange={(e) => setFilters({ papel: e.target.value || undefined })}
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
            value={situacao ?? ''}
            onChange={(e) => setFilters({ situacao: e.target.value || undefined })}
          >
            <MenuItem value="">{t('lista.todos')}</MenuItem>
            <MenuItem value="ativos">{t('lista.ativos')}</MenuItem>
            <MenuItem value="desativados">{t('lista.desativados')}</MenuItem>
          </TextField>
        </Box>
      }
      rows={users.data?.items}
      total={users.data?.total}
      pending={users.isPending}
      loading={users.isFetching}
      error={users.error}
      columns={columns}
      rowHref={(row) => `/usuarios/${row.id}`}
      narrowHidden={['email', 'roles', 'createdAt', 'type']}
      renderCard={(row) => (
        <Stack spacing={0.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, minWidth: 0 }} noWrap>
              {row.name}
            </Typography>
            <StatusChip user={row} />
          </Stack>
          <Typography variant="body2" color="text.secondary" noWrap>
            {row.email}
          </Typography>
        </Stack>
      )}
    >
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
      <Box sx={{ mt: 4 }}>
        <MaintenanceCard />
      </Box>
    </ListPage>
  );
}
