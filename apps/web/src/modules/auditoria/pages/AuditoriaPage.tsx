import { useDeferredValue, useMemo, useState } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TAuditoriaItem } from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import { useListSearch } from '../../../components/list/use-list-search';
import { autorLinha } from '../autor-linha';
import { AUDITORIA_SPEC, isPeriodoInvertido } from '../auditoria-search';
import { auditoriaQuery, useAuditoria, type AuditoriaParams } from '../auditoria.queries';
import { AuditoriaDetalheDialog } from '../components/AuditoriaDetalheDialog';
import { AuditoriaFiltros } from '../components/AuditoriaFiltros';

function AcaoChip({ item }: { item: TAuditoriaItem }) {
  return (
    <Chip
      size="small"
      label={item.acaoRotulo}
      color={item.acesso ? 'error' : 'default'}
      variant={item.acesso ? 'filled' : 'outlined'}
    />
  );
}

/** A row in one line: the refused request, the reason given, or how many fields changed. */
function resumoDe(item: TAuditoriaItem, t: TFunction<'auditoria'>): string {
  if (item.acesso) return t('lista.negado', item.acesso);
  if (item.detalhe) return item.detalhe;
  return item.mudancas.length > 0 ? t('lista.campos', { count: item.mudancas.length }) : '';
}

/**
 * /auditoria (administrators): every module's writes and the refused access attempts, newest first, filtered by
 * user, module, record, period and refused only (all in the address). A row opens its fields and request.
 */
export function AuditoriaPage() {
  const { t } = useTranslation('auditoria');
  const { search, setFilters, bind } = useListSearch(AUDITORIA_SPEC);
  const { usuario, entidade, registro, de, ate, negados } = search.filters;
  const registroPedido = useDeferredValue(registro);
  const inverted = isPeriodoInvertido(de, ate);
  const params: AuditoriaParams = {
    page: search.page,
    pageSize: search.pageSize,
    usuario,
    entidade,
    registro: registroPedido,
    de,
    ate,
    negados: negados === '1',
  };
  const lista = useAuditoria(params, !inverted);
  const [aberto, setAberto] = useState<TAuditoriaItem | null>(null);

  const resumo = (item: TAuditoriaItem) => resumoDe(item, t);

  const columns = useMemo<GridColDef<TAuditoriaItem>[]>(
    () => [
      {
        field: 'em',
        headerName: t('lista.em'),
        width: 140,
        sortable: false,
        valueFormatter: (v: string) => formatDateTime(v),
      },
      {
        field: 'por',
        headerName: t('lista.usuario'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => row.por.nome,
      },
      { field: 'entidadeRotulo', headerName: t('lista.modulo'), width: 130, sortable: false },
      {
        field: 'acaoRotulo',
        headerName: t('lista.acao'),
        width: 200,
        sortable: false,
        renderCell: ({ row }) => <AcaoChip item={row} />,
      },
      {
        field: 'registro',
        headerName: t('lista.registro'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        cellClassName: 'registro',
      },
      {
        field: 'detalhe',
        headerName: t('lista.detalhe'),
        flex: 1.4,
        minWidth: 200,
        sortable: false,
        valueGetter: (_v, row) => resumoDe(row, t),
      },
    ],
    [t],
  );

  const total = lista.data?.total ?? 0;
  return (
    <>
      <ListPage<TAuditoriaItem>
        title={t('lista.titulo')}
        subtitle={lista.isSuccess ? t('lista.total', { count: total }) : t('lista.subtitulo')}
        exportar={{ lista: 'auditoria', filtros: auditoriaQuery(params), disabled: inverted }}
        {...bind}
        sort={undefined}
        onSortChange={undefined}
        filters={<AuditoriaFiltros filtros={search.filters} onChange={setFilters} />}
        rows={lista.data?.items}
        total={lista.data?.total}
        pending={lista.isPending && !inverted}
        loading={lista.isFetching}
        error={inverted ? null : lista.error}
        columns={columns}
        onRowClick={setAberto}
        narrowHidden={['registro', 'entidadeRotulo']}
        renderCard={(row) => (
          <Stack spacing={0.5}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle2" component="h2" noWrap sx={{ minWidth: 0 }}>
                {row.entidadeRotulo}
              </Typography>
              <AcaoChip item={row} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {autorLinha(row, t)}
            </Typography>
            {resumo(row) && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {resumo(row)}
              </Typography>
            )}
          </Stack>
        )}
        empty={
          <>
            <ManageSearchIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p">
              {t('lista.vazio')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('lista.vazioComFiltros')}
            </Typography>
          </>
        }
      />
      <AuditoriaDetalheDialog item={aberto} onClose={() => setAberto(null)} />
    </>
  );
}
