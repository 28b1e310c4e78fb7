import { useMemo } from 'react';
import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TNotificacao } from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import { useListSearch } from '../../../components/list/use-list-search';
import { notificacaoQuando } from '../notificacao-quando';
import { NOTIFICACOES_SPEC } from '../notificacoes-search';
import {
  notificacoesQuery,
  useMarcarLida,
  useMarcarTodasLidas,
  useNaoLidas,
  useNotificacoes,
  type NotificacoesParams,
} from '../notificacoes.queries';

/** A notification's title, bold while unread; in the table's one line it is cut, whole on hover. */
function Titulo({ notificacao, oneLine = false }: { notificacao: TNotificacao; oneLine?: boolean }) {
  return (
    <Typography
      variant="body2"
      component="span"
      noWrap={oneLine}
      title={oneLine ? notificacao.titulo : undefined}
      sx={{ display: 'block', fontWeight: notificacao.lida ? 400 : 700, overflowWrap: 'anywhere' }}
    >
      {notificacao.titulo}
    </Typography>
  );
}

/**
 * /notificacoes: all of the user's notifications, newest first, paged by the API, optionally only the unread (in
 * the address). Choosing one marks it read and opens its record.
 */
export function NotificacoesPage() {
  const { t } = useTranslation('notificacoes');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { search, setFilters, bind } = useListSearch(NOTIFICACOES_SPEC);
  const naoLidas = search.filters.naoLidas === 'true';
  const params: NotificacoesParams = { page: search.page, pageSize: search.pageSize, naoLidas };
  const lista = useNotificacoes(params);
  const contagem = useNaoLidas();
  const marcar = useMarcarLida();
  const marcarTodas = useMarcarTodasLidas();

  const open = (n: TNotificacao) => {
    if (!n.lida) marcar.mutate(n.id);
    void navigate(n.link);
  };

  const columns = useMemo<GridColDef<TNotificacao>[]>(
    () => [
      {
        field: 'titulo',
        headerName: t('lista.notificacao'),
        flex: 3,
        minWidth: 260,
        sortable: false,
        renderCell: ({ row }) => <Titulo notificacao={row} oneLine />,
      },
      {
        field: 'texto',
        headerName: t('lista.detalhe'),
        flex: 1.2,
        minWidth: 160,
        sortable: false,
      },
      {
        field: 'tipo',
        headerName: t('lista.tipo'),
        width: 190,
        sortable: false,
        valueFormatter: (tipo: TNotificacao['tipo']) => t(`tipos.${tipo}`),
      },
      {
        field: 'criadaEm',
        headerName: t('lista.quando'),
        width: 150,
        sortable: false,
        valueFormatter: (v: string) => formatDateTime(v),
      },
    ],
    [t],
  );

  const total = lista.data?.total ?? 0;
  return (
    <ListPage<TNotificacao>
      title={t('lista.titulo')}
      subtitle={lista.isSuccess ? t('lista.total', { count: total }) : ' '}
      exportar={{ lista: 'notificacoes', filtros: notificacoesQuery(params) }}
      actions={
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={!contagem.data?.naoLidas || marcarTodas.isPending}
          onClick={() =>
            marcarTodas.mutate(undefined, {
              onSuccess: ({ marcadas }) =>
                enqueueSnackbar(t('lista.marcadas', { count: marcadas }), { variant: 'success' }),
              onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
            })
          }
        >
          {t('lista.marcarTodas')}
        </Button>
      }
      {...bind}
      sort={undefined}
      onSortChange={undefined}
      filters={
        <FormControlLabel
          control={
            <Switch
              checked={naoLidas}
              onChange={(_e, checked) => setFilters({ naoLidas: checked ? 'true' : undefined })}
            />
          }
          label={t('lista.soNaoLidas')}
        />
      }
      rows={lista.data?.items}
      total={lista.data?.total}
      pending={lista.isPending}
      loading={lista.isFetching}
      error={lista.error}
      columns={columns}
      onRowClick={open}
      narrowHidden={['texto', 'tipo']}
      renderCard={(row) => (
        <Stack spacing={0.5}>
          <Titulo notificacao={row} />
          {row.texto && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.texto}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {t(`tipos.${row.tipo}`)} · {notificacaoQuando(row.criadaEm)}
          </Typography>
        </Stack>
      )}
      empty={
        <Box>
          <NotificationsNoneIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('lista.vazio')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {naoLidas ? t('lista.vazioNaoLidas') : t('lista.vazioTodas')}
          </Typography>
        </Box>
      }
    />
  );
}
