import { useDeferredValue, useMemo, useState } from 'react';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatCnpj, type TCliente } from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../components/list/list-search';
import { useListSearch } from '../../../components/list/use-list-search';
import { useSessionStore } from '../../../session/session.store';
import { ClienteDialog } from '../components/ClienteDialog';
import { useClientes } from '../clientes.queries';

/** /clientes?busca=&ordem=&pagina=&porPagina= */
const SPEC = {
  filters: {},
  sorts: ['nome', 'cnpj'],
  defaultSort: 'nome',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

/** /clientes: the client companies, searchable by name or CNPJ; new ones and edits for those allowed. */
export function ClientesPage() {
  const { t } = useTranslation('obras');
  const { search, bind } = useListSearch(SPEC);
  const q = useDeferredValue(search.q.trim());
  const [editing, setEditing] = useState<{ cliente?: TCliente } | null>(null);
  const canCreate = useSessionStore((s) => s.ability.can('create', 'Cliente'));
  const canUpdate = useSessionStore((s) => s.ability.can('update', 'Cliente'));
  const params = { q: q || undefined, page: search.page, pageSize: search.pageSize, sort: search.sort };
  const clientes = useClientes(params);
  const editButton = (row: TCliente) =>
    canUpdate && (
      <Tooltip title={t('clientes.editar')}>
        <IconButton
          aria-label={`${t('clientes.editar')}: ${row.nome}`}
          onClick={() => setEditing({ cliente: row })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  const columns = useMemo<GridColDef<TCliente>[]>(
    () => [
      { field: 'nome', headerName: t('clientes.nome'), flex: 2, minWidth: 220 },
      {
        field: 'cnpj',
        headerName: t('clientes.cnpj'),
        width: 190,
        valueFormatter: (v: string) => formatCnpj(v),
      },
      { field: 'obras', headerName: t('clientes.obras'), width: 100, type: 'number', sortable: false },
      {
        field: 'acoes',
        headerName: '',
        width: 70,
        sortable: false,
        renderCell: ({ row }) => editButton(row),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, canUpdate],
  );
  return (
    <ListPage<TCliente>
      title={t('clientes.titulo')}
      exportar={{ lista: 'clientes', filtros: { ...params } }}
      actions={
        canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t('clientes.novo')}
          </Button>
        )
      }
      searchLabel={t('clientes.buscar')}
      {...bind}
      rows={clientes.data?.items}
      total={clientes.data?.total}
      pending={clientes.isPending}
      loading={clientes.isFetching}
      error={clientes.error}
      columns={columns}
      renderCard={(row) => (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {row.nome}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('clientes.cartao', { cnpj: formatCnpj(row.cnpj), count: row.obras })}
            </Typography>
          </Stack>
          {editButton(row)}
        </Stack>
      )}
    >
      <ClienteDialog
        open={!!editing}
        cliente={editing?.cliente}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </ListPage>
  );
}
