import { useDeferredValue, useState } from 'react';
import { Box, Button, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Tune';
import DescriptionIcon from '@mui/icons-material/Description';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  categoriasDo,
  PROJETO_CATEGORIA_INTERNA,
  PROJETO_CATEGORIAS,
  PROJETO_CODIGOS,
  PROJETO_DISCIPLINAS,
  PROJETO_ESCOPO_SUBJECT,
  PROJETO_SITUACOES,
  PROJETOS_SORT_FIELDS,
  type TProjetoCategoria,
  type TProjetoEscopo,
  type TProjetoResumo,
} from '@portal/domain';
import { ListPage } from '../../../../components/list/ListPage';
import type { FilterSpec, ListSpec } from '../../../../components/list/list-search';
import { useListSearch } from '../../../../components/list/use-list-search';
import { useSessionStore } from '../../../../session/session.store';
import { projetosQuery, useProjetos } from '../../projetos.queries';
import { projetoHref } from '../../projetos-links';
import { EmitirGrdDialog } from '../grd/EmitirGrdDialog';
import { TransmittaisLista } from '../grd/TransmittaisLista';
import { ConfigDialog } from './ConfigDialog';
import { NovoProjetoDialog } from './NovoProjetoDialog';
import { ProjetoCardContent } from './ProjetoCardContent';
import { ProjetosFiltros } from './ProjetosFiltros';
import { useProjetoColumns } from './useProjetoColumns';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?busca=&obra=&categoria=&disciplina=&situacao=&codigo=&atrasados=sim&ordem=&pagina=&porPagina= ; by number. */
const SPEC = {
  filters: {
    obra: { parse: (v: string) => (UUID.test(v) ? v : undefined) },
    categoria: { multiple: true, values: PROJETO_CATEGORIAS },
    disciplina: { multiple: true, values: PROJETO_DISCIPLINAS },
    situacao: { multiple: true, values: PROJETO_SITUACOES },
    codigo: { multiple: true, values: PROJETO_CODIGOS },
    atrasados: { values: ['sim'] },
  },
  sorts: PROJETOS_SORT_FIELDS,
  defaultSort: 'numero',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

export interface RegistroProjetosProps {
  titulo: string;
  escopo: TProjetoEscopo;
  /** The page's obra (a site's register, a fabrication's projects); every readable obra's without it. */
  obraId?: string;
  /** The page's category (`…/projetos/Mecanica`): no category filter then. */
  categoria?: TProjetoCategoria;
}

/**
 * A document register (CRE or factory projects) with a tab for its GRDs: search, filters and order in the address,
 * paged by the API, overdue due dates in red; the Excel export of what it shows; "Novo documento" for who creates,
 * "Emitir GRD" and the settings inside an obra for who issues and who administers.
 */
export function RegistroProjetos(props: RegistroProjetosProps) {
  const { t } = useTranslation('projetos');
  const [params, setParams] = useSearchParams();
  const aba = params.get('aba') === 'grds' ? 'grds' : 'documentos';
  return (
    <Box>
      <Tabs
        value={aba}
        onChange={(_, value: string) => setParams(value === 'grds' ? { aba: value } : {}, { replace: true })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="documentos" label={t('abas.documentos')} sx={{ minHeight: 48 }} />
        <Tab value="grds" label={t('abas.grds')} sx={{ minHeight: 48 }} />
      </Tabs>
      {aba === 'grds' ? (
        <TransmittaisLista titulo={props.titulo} escopo={props.escopo} obraId={props.obraId} />
      ) : (
        <Documentos {...props} />
      )}
    </Box>
  );
}

function Documentos({ titulo, escopo, obraId, categoria }: RegistroProjetosProps) {
  const { t } = useTranslation('projetos');
  const ability = useSessionStore((s) => s.ability);
  const subject = PROJETO_ESCOPO_SUBJECT[escopo];
  const { search, setFilters, bind } = useListSearch(SPEC);
  const busca = useDeferredValue(search.q.trim());
  const f = search.filters;
  const [dialogo, setDialogo] = useState<'novo' | 'grd' | 'config' | null>(null);

  const interno = ability.can('readInterno', subject);
  const categorias = categoriasDo(escopo).filter((c) => c !== PROJETO_CATEGORIA_INTERNA || interno);
  const podeCriar = ability.can('create', subject);
  const podeEmitir = podeCriar && ability.can('update', subject);
  const admin = escopo === 'cre' ? ability.can('admin_projetos', subject) : ability.can('manage', subject);

  const params = {
    escopo,
    obraId: obraId ?? f.obra,
    categoria: categoria ? [categoria] : f.categoria,
    disciplina: f.disciplina,
    situacao: f.situacao,
    codigo: f.codigo,
    atrasados: f.atrasados === 'sim' || undefined,
    busca: busca || undefined,
    sort: search.sort,
    page: search.page,
    pageSize: search.pageSize,
  };
  const projetos = useProjetos(params);
  const comObra = !obraId;
  const columns = useProjetoColumns(comObra);
  const total = projetos.data?.total ?? 0;
  const { page: _page, pageSize: _pageSize, ...filtros } = projetosQuery(params);

  return (
    <>
      <ListPage<TProjetoResumo>
        title={titulo}
        subtitle={projetos.isSuccess ? t('lista.total', { count: total }) : ' '}
        exportar={{ lista: 'projetos', filtros }}
        actions={
          <>
            {obraId && admin && (
              <Button startIcon={<SettingsIcon />} onClick={() => setDialogo('config')}>
                {t('lista.configurar')}
              </Button>
            )}
            {obraId && podeEmitir && (
              <Button variant="outlined" startIcon={<SendIcon />} onClick={() => setDialogo('grd')}>
                {t('lista.emitirGrd')}
              </Button>
            )}
            {podeCriar && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogo('novo')}>
                {t('lista.novo')}
              </Button>
            )}
          </>
        }
        searchLabel={t('lista.buscar')}
        {...bind}
        filters={
          <ProjetosFiltros
            filtros={{ ...f, obra: f.obra }}
            categorias={categoria ? null : categorias}
            obraTipo={obraId ? null : escopo === 'fabrica' ? 'fabricacao' : 'obra'}
            onChange={setFilters}
          />
        }
        rows={projetos.data?.items}
        total={total}
        pending={projetos.isPending}
        loading={projetos.isFetching}
        error={projetos.error}
        columns={columns}
        rowHref={projetoHref}
        narrowBelow="lg"
        narrowHidden={['disciplina', 'categoria', 'detentor']}
        renderCard={(row) => <ProjetoCardContent projeto={row} comObra={comObra} />}
        empty={
          <>
            <DescriptionIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p">
              {t('lista.vazio')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {bind.activeFilters || search.q ? t('lista.vazioComFiltros') : t('lista.vazioSemFiltros')}
            </Typography>
          </>
        }
      />
      {podeCriar && (
        <NovoProjetoDialog
          open={dialogo === 'novo'}
          onClose={() => setDialogo(null)}
          escopo={escopo}
          obraId={obraId}
          categorias={categoria ? [categoria] : categorias}
          categoria={categoria}
        />
      )}
      {obraId && podeEmitir && (
        <EmitirGrdDialog
          open={dialogo === 'grd'}
          onClose={() => setDialogo(null)}
          escopo={escopo}
          obraId={obraId}
        />
      )}
      {obraId && admin && (
        <ConfigDialog open={dialogo === 'config'} onClose={() => setDialogo(null)} obraId={obraId} />
      )}
    </>
  );
}
