import { useDeferredValue, useMemo, useState } from 'react';
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatCnpj, type TCliente } from '@portal/domain';
import { SearchField } from '../../../components/SearchField';
import { ServerDataGrid } from '../../../components/ServerDataGrid';
import { useSessionStore } from '../../../session/session.store';
import { ClienteDialog } from '../components/ClienteDialog';
import { useClientes } from '../clientes.queries';

/** /clientes: the client companies, searchable by name or CNPJ; new ones and edits for those allowed. */
export function ClientesPage() {
  const { t } = useTranslation('obras');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [editing, setEditing] = useState<{ cliente?: TCliente } | null>(null);
  const canCreate = useSessionStore((s) => s.ability.can('create', 'Cliente'));
  const canUpdate = useSessionStore((s) => s.ability.can('update', 'Cliente'));
  const clientes = useClientes({ q: q || undefined, page: paging.page + 1, pageSize: paging.pageSize });
  const columns = useMemo<GridColDef<TCliente>[]>(
    () => [
      { field: 'nome', headerName: t('clientes.nome'), flex: 2, minWidth: 220 },
      {
        field: 'cnpj',
        headerName: t('clientes.cnpj'),
        width: 190,
        valueFormatter: (v: string) => formatCnpj(v),
      },
      { field: 'obras', headerName: t('clientes.obras'), width: 100, type: 'number' },
      {
        field: 'acoes',
        headerName: '',
        width: 70,
        sortable: false,
        renderCell: ({ row }) =>
          canUpdate && (
            <Tooltip title={t('clientes.editar')}>
              <IconButton
                aria-label={`${t('clientes.editar')}: ${row.nome}`}
                onClick={() => setEditing({ cliente: row })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ),
      },
    ],
    [t, canUpdate],
  );
  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          {t('clientes.titulo')}
        </Typography>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t('clientes.novo')}
          </Button>
        )}
      </Stack>
      <SearchField
        label={t('clientes.buscar')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
      />
      {clientes.isError && <Alert severity="error">{clientes.error.message}</Alert>}
      <ServerDataGrid<TCliente>
        rows={clientes.data?.items}
        total={clientes.data?.total}
        loading={clientes.isFetching}
        columns={columns}
        paging={paging}
        onPagingChange={setPaging}
        label={t('clientes.titulo')}
      />
      <ClienteDialog
        open={!!editing}
        cliente={editing?.cliente}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </Box>
  );
}
