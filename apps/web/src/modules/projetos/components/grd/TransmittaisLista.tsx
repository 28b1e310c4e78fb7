import { useMemo, useState } from 'react';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ArticleIcon from '@mui/icons-material/Article';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate, type TProjetoEscopo, type TTransmittaisPage } from '@portal/domain';
import { ListPage } from '../../../../components/list/ListPage';
import { transmittalPdfUrl, useTransmittais } from '../../projetos.queries';

type Grd = TTransmittaisPage['items'][number];

function PdfBotao({ grd }: { grd: Grd }) {
  const { t } = useTranslation('projetos');
  return (
    <Tooltip title={t('grds.pdf')}>
      <IconButton
        component="a"
        href={transmittalPdfUrl(grd.id)}
        download
        aria-label={t('grds.baixar', { numero: grd.numero })}
        onClick={(e) => e.stopPropagation()}
      >
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}

/** The GRDs issued (of the obra, or of every obra the reader may read), newest first, with their cover sheets. */
export function TransmittaisLista({
  titulo,
  escopo,
  obraId,
}: {
  titulo: string;
  escopo: TProjetoEscopo;
  obraId?: string;
}) {
  const { t } = useTranslation('projetos');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const grds = useTransmittais({ escopo, obraId, ...paging });
  const total = grds.data?.total ?? 0;
  const columns = useMemo<GridColDef<Grd>[]>(
    () => [
      { field: 'numero', headerName: t('grds.numero'), width: 190 },
      ...(obraId
        ? []
        : [
            {
              field: 'obra',
              headerName: t('grds.obra'),
              flex: 1,
              minWidth: 160,
              valueGetter: (_v: unknown, row: Grd) => `${row.obra.codigo} — ${row.obra.nome}`,
            },
          ]),
      {
        field: 'emitidoEm',
        headerName: t('grds.emitidoEm'),
        width: 120,
        valueFormatter: (v: string) => formatDate(v),
      },
      {
        field: 'emitidoPor',
        headerName: t('grds.emitidoPor'),
        flex: 1,
        minWidth: 140,
        valueGetter: (_v, row) => row.emitidoPor.nome,
      },
      {
        field: 'prazo',
        headerName: t('grds.prazo'),
        width: 130,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : '—'),
      },
      { field: 'documentos', headerName: t('grds.documentos'), width: 110, type: 'number' },
      {
        field: 'pdf',
        headerName: t('grds.pdf'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <PdfBotao grd={row} />,
      },
    ],
    [t, obraId],
  );
  return (
    <ListPage<Grd>
      title={titulo}
      subtitle={grds.isSuccess ? t('grds.total', { count: total }) : ' '}
      rows={grds.data?.items}
      total={total}
      pending={grds.isPending}
      loading={grds.isFetching}
      error={grds.error}
      columns={columns}
      page={paging.page}
      pageSize={paging.pageSize}
      onPagingChange={(page, pageSize) => setPaging({ page, pageSize })}
      narrowHidden={['emitidoPor', 'prazo']}
      renderCard={(g) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{g.numero}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${formatDate(g.emitidoEm)} · ${g.emitidoPor.nome} · ${t('grds.documentos')}: ${g.documentos}`}
            </Typography>
            {!obraId && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {g.obra.codigo}
              </Typography>
            )}
          </Stack>
          <PdfBotao grd={g} />
        </Stack>
      )}
      empty={
        <>
          <ArticleIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('grds.vazio')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('grds.vazioTexto')}
          </Typography>
        </>
      }
    />
  );
}
