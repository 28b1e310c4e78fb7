import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TafIcon from '@mui/icons-material/Checklist';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate, type TTafModelo } from '@portal/domain';
import { ListPage } from '../../../../components/list/ListPage';
import { useModelos } from '../../taf.queries';
import { ModeloEditorDialog } from './ModeloEditorDialog';

function useColumns(): GridColDef<TTafModelo>[] {
  const { t } = useTranslation('produtos');
  return useMemo<GridColDef<TTafModelo>[]>(
    () => [
      { field: 'nome', headerName: t('modelos.nome'), flex: 1.5, minWidth: 200, sortable: false },
      {
        field: 'aplica',
        headerName: t('modelos.aplicaA'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) =>
          row.produto
            ? `${row.produto.codigo} — ${row.produto.nome}`
            : t('modelos.familiaNome', { familia: row.familia }),
      },
      {
        field: 'pontos',
        headerName: t('modelos.pontosColuna'),
        width: 90,
        sortable: false,
        valueGetter: (_v, row) => row.pontos.length,
      },
      { field: 'tafs', headerName: t('campos.tafs'), width: 80, sortable: false },
      {
        field: 'ativo',
        headerName: t('modelos.situacao'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) =>
          row.ativo ? (
            <Chip size="small" color="success" label={t('modelos.ativoSim')} />
          ) : (
            <Chip size="small" label={t('modelos.inativo')} />
          ),
      },
      {
        field: 'atualizadoEm',
        headerName: t('campos.atualizadoEm'),
        width: 130,
        sortable: false,
        valueFormatter: (value: string) => formatDate(value),
      },
    ],
    [t],
  );
}

/**
 * The TAF templates, searched by name: who manages TAFs (admin_taf) creates and edits them; the others open one to
 * read its points. Kept out of the address (the records' tab owns the list parameters).
 */
export function ModelosLista({ titulo, podeEditar }: { titulo: string; podeEditar: boolean }) {
  const { t } = useTranslation('produtos');
  const [q, setQ] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const busca = useDeferredValue(q.trim());
  const modelos = useModelos({ busca: busca || undefined, ...paging, inativos: true });
  const [aberto, setAberto] = useState<{ modelo: TTafModelo | null } | null>(null);
  const columns = useColumns();
  const total = modelos.data?.total ?? 0;
  return (
    <>
      <ListPage<TTafModelo>
        title={titulo}
        subtitle={modelos.isSuccess ? t('modelos.total', { count: total }) : ' '}
        actions={
          podeEditar && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAberto({ modelo: null })}>
              {t('modelos.novo')}
            </Button>
          )
        }
        searchLabel={t('modelos.buscar')}
        query={q}
        onQueryChange={(text) => {
          setQ(text);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        page={paging.page}
        pageSize={paging.pageSize}
        onPagingChange={(page, pageSize) => setPaging({ page, pageSize })}
        rows={modelos.data?.items}
        total={total}
        pending={modelos.isPending}
        loading={modelos.isFetching}
        error={modelos.error}
        columns={columns}
        onRowClick={(modelo) => setAberto({ modelo })}
        narrowHidden={['tafs', 'atualizadoEm']}
        renderCard={(m) => (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{m.nome}</Typography>
              {!m.ativo && <Chip size="small" label={t('modelos.inativo')} />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {m.produto
                ? `${m.produto.codigo} — ${m.produto.nome}`
                : t('modelos.familiaNome', { familia: m.familia })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('modelos.pontos', { count: m.pontos.length })}
            </Typography>
          </Stack>
        )}
        empty={
          <>
            <TafIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p">
              {t('modelos.vazio')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {q
                ? t('modelos.vazioComBusca')
                : podeEditar
                  ? t('modelos.vazioCrie')
                  : t('modelos.vazioSemBusca')}
            </Typography>
          </>
        }
      />
      <ModeloEditorDialog
        open={!!aberto}
        modelo={aberto?.modelo ?? null}
        somenteLeitura={!(aberto?.modelo ? aberto.modelo.acoes.editar : podeEditar)}
        onClose={() => setAberto(null)}
      />
    </>
  );
}
