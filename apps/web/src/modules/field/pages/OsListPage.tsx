import { useDeferredValue, useState } from 'react';
import { Button, Menu, MenuItem, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  OS_PRIORIDADES,
  OS_SORT_FIELDS,
  OS_STATUS,
  OS_TIPOS,
  type TOsResumo,
  type TOsTipo,
} from '@portal/domain';
import { ListPage } from '../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../components/list/list-search';
import { useListSearch } from '../../../components/list/use-list-search';
import { OsCardContent } from '../components/os/OsCardContent';
import { OsFormDialog } from '../components/os/OsFormDialog';
import { OsListFiltros } from '../components/os/OsListFiltros';
import { useOsColumns } from '../components/os/useOsColumns';
import { osListQuery, useOsList } from '../os.queries';
import { useTiposQuePodeCriar } from '../use-pode-criar-os';

/** ?busca=&tipo=&status=&prioridade=&atrasada=&ordem=&pagina=&porPagina= */
const SPEC = {
  filters: {
    tipo: { values: OS_TIPOS },
    status: { multiple: true, values: OS_STATUS },
    prioridade: { multiple: true, values: OS_PRIORIDADES },
    atrasada: { values: ['true'] },
  },
  sorts: OS_SORT_FIELDS,
  defaultSort: '-numero',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

/**
 * An obra's service orders: of one team (`/:obra/field/ordensServico`, `/:obra/automacao/ordensServico`) or of both
 * (`/:obra/ordensServico`, filterable by team). Paged, sorted and filtered by the API; the state is in the address.
 */
function OsList({ tipo: tipoDaRota }: { tipo?: TOsTipo }) {
  const { t } = useTranslation('os');
  const { obra } = useParams();
  const { search, setFilters, bind } = useListSearch(SPEC);
  const { status, prioridade, atrasada } = search.filters;
  const tipo = tipoDaRota ?? (search.filters.tipo as TOsTipo | undefined);
  const q = useDeferredValue(search.q.trim());
  const params = {
    obra,
    tipo,
    q: q || undefined,
    status,
    prioridade,
    atrasada: atrasada === 'true' ? true : undefined,
    page: search.page,
    pageSize: search.pageSize,
    sort: search.sort,
  };
  const lista = useOsList(params);
  const columns = useOsColumns(!tipoDaRota);
  const podeCriar = useTiposQuePodeCriar(obra, tipoDaRota ? [tipoDaRota] : OS_TIPOS);
  const [nova, setNova] = useState<TOsTipo | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const total = lista.data?.total ?? 0;
  const titulo =
    tipoDaRota === 'field' ? 'lista.tituloField' : tipoDaRota ? 'lista.tituloAutomacao' : 'lista.titulo';

  const novaButton =
    podeCriar.length === 1 ? (
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNova(podeCriar[0]!)}>
        {t('lista.nova')}
      </Button>
    ) : podeCriar.length > 1 ? (
      <>
        <Button variant="contained" startIcon={<AddIcon />} onClick={(e) => setMenu(e.currentTarget)}>
          {t('lista.nova')}
        </Button>
        <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
          {podeCriar.map((opcao) => (
            <MenuItem
              key={opcao}
              onClick={() => {
                setMenu(null);
                setNova(opcao);
              }}
            >
              {t('lista.novaDe', { tipo: t(`tipos.${opcao}`) })}
            </MenuItem>
          ))}
        </Menu>
      </>
    ) : null;

  return (
    <>
      <ListPage<TOsResumo>
        title={t(titulo)}
        subtitle={lista.isSuccess ? t('lista.total', { count: total }) : ' '}
        exportar={{ lista: 'ordensServico', filtros: osListQuery(params) }}
        actions={novaButton}
        searchLabel={t('lista.buscar')}
        {...bind}
        filters={
          <OsListFiltros
            filtros={{ tipo: search.filters.tipo, status, prioridade, atrasada }}
            mostrarTipo={!tipoDaRota}
            onChange={setFilters}
          />
        }
        rows={lista.data?.items}
        total={total}
        pending={lista.isPending}
        loading={lista.isFetching}
        error={lista.error}
        columns={columns}
        rowHref={(row) => `/${row.obra.id}/ordensServico/${row.tipo}/${row.id}`}
        narrowBelow="lg"
        narrowHidden={['responsavel', 'inicioPrevisto', 'prioridade']}
        renderCard={(row) => <OsCardContent os={row} />}
        empty={
          <>
            <AssignmentIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p">
              {t('lista.vazio')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {bind.activeFilters || search.q ? t('lista.vazioComFiltros') : t('lista.vazioSemFiltros')}
            </Typography>
          </>
        }
      />
      {obra && nova && <OsFormDialog obraId={obra} tipo={nova} open onClose={() => setNova(null)} />}
    </>
  );
}

export function OsListPage() {
  return <OsList />;
}

export function FieldOsListPage() {
  return <OsList tipo="field" />;
}

export function AutomacaoOsListPage() {
  return <OsList tipo="automacao" />;
}
