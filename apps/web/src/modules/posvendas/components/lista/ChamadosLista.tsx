import { useDeferredValue, useState } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SupportIcon from '@mui/icons-material/AssignmentOutlined';
import { useTranslation } from 'react-i18next';
import {
  CHAMADOS_SORT_FIELDS,
  CHAMADO_PRIORIDADES,
  CHAMADO_STATUSES,
  type TChamadoResumo,
} from '@portal/domain';
import { ListPage } from '../../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../../components/list/list-search';
import { useListSearch } from '../../../../components/list/use-list-search';
import { chamadosQuery, useChamados } from '../../posvendas.queries';
import { NovoChamadoDialog } from '../form/NovoChamadoDialog';
import { ChamadoCardContent } from './ChamadoCardContent';
import { ChamadosFiltros } from './ChamadosFiltros';
import { useChamadoColumns } from './useChamadoColumns';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (v: string) => (UUID.test(v) ? v : undefined);
const data = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/**
 * ?busca=&status=&prioridade=&obra=&cliente=&produto=&responsavel=&de=&ate=&slaEstourado=sim&comigo=sim&ordem=
 * &pagina=&porPagina= ; the newest ticket first.
 */
const SPEC = {
  filters: {
    status: { multiple: true, values: CHAMADO_STATUSES },
    prioridade: { multiple: true, values: CHAMADO_PRIORIDADES },
    obra: { parse: uuid },
    cliente: { parse: uuid },
    produto: { parse: (v: string) => v.slice(0, 200) },
    responsavel: { parse: uuid },
    de: { parse: data },
    ate: { parse: data },
    slaEstourado: { values: ['sim'] },
    comigo: { values: ['sim'] },
  },
  sorts: CHAMADOS_SORT_FIELDS,
  defaultSort: '-numero',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

/**
 * Every ticket the user may read, paged, filtered and ordered by the API: the team's queue, or a client's obras'
 * tickets. "Novo chamado" for whoever may open one (a client for their obras, the team for any); export for the team.
 */
export function ChamadosLista({ podeCriar, equipe }: { podeCriar: boolean; equipe: boolean }) {
  const { t } = useTranslation('posvendas');
  const { t: tc } = useTranslation();
  const { search, setFilters, bind } = useListSearch(SPEC);
  const [novo, setNovo] = useState(false);
  const busca = useDeferredValue(search.q.trim());
  const f = search.filters;
  const params = {
    status: f.status,
    prioridade: f.prioridade,
    obra: f.obra,
    cliente: equipe ? f.cliente : undefined,
    produto: f.produto,
    responsavel: equipe ? f.responsavel : undefined,
    slaEstourado: f.slaEstourado === 'sim' || undefined,
    comigo: (equipe && f.comigo === 'sim') || undefined,
    de: f.de,
    ate: f.ate,
    busca: busca || undefined,
    sort: search.sort,
    page: search.page,
    pageSize: search.pageSize,
  };
  const chamados = useChamados(params);
  const columns = useChamadoColumns();
  const total = chamados.data?.total ?? 0;
  const { page: _page, pageSize: _pageSize, ...filtros } = chamadosQuery(params);

  return (
    <>
      <ListPage<TChamadoResumo>
        title={tc('rotas.posvendas')}
        subtitle={chamados.isSuccess ? t('lista.total', { count: total }) : ' '}
        exportar={equipe ? { lista: 'chamados', filtros } : undefined}
        actions={
          podeCriar && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNovo(true)}>
              {t('lista.novo')}
            </Button>
          )
        }
        searchLabel={t('lista.buscar')}
        {...bind}
        filters={
          <ChamadosFiltros
            filtros={{
              status: f.status,
              prioridade: f.prioridade,
              obra: f.obra,
              cliente: f.cliente,
              produto: f.produto,
              responsavel: f.responsavel,
              slaEstourado: f.slaEstourado,
              comigo: f.comigo,
              de: f.de,
              ate: f.ate,
            }}
            equipe={equipe}
            onChange={setFilters}
          />
        }
        rows={chamados.data?.items}
        total={total}
        pending={chamados.isPending}
        loading={chamados.isFetching}
        error={chamados.error}
        columns={columns}
        rowHref={(row) => `/posvendas/${row.numero}`}
        narrowBelow="xl"
        narrowHidden={['cliente', 'responsavel', 'abertoEm']}
        renderCard={(row) => <ChamadoCardContent chamado={row} />}
        empty={
          <>
            <SupportIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p">
              {t('lista.vazio')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {bind.activeFilters || search.q
                ? t('lista.vazioComFiltros')
                : podeCriar
                  ? t('lista.vazioAbra')
                  : t('lista.vazioSemFiltros')}
            </Typography>
          </>
        }
      />
      {novo && <NovoChamadoDialog equipe={equipe} onClose={() => setNovo(false)} />}
    </>
  );
}
