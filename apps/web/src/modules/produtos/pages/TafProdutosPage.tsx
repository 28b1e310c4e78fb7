import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../session/session.store';
import { ModelosLista } from '../components/taf/ModelosLista';
import { TafsLista } from '../components/taf/TafsLista';

/**
 * /produto/taf (SPEC "TAF Produtos"): two tabs — the TAF records (by product, fabrication, status and verdict) and
 * the templates (`?aba=modelos`), which who manages TAFs (admin_taf) creates and edits.
 */
export function TafProdutosPage() {
  const { t } = useTranslation('produtos');
  const { t: tc } = useTranslation();
  const ability = useSessionStore((s) => s.ability);
  const [params, setParams] = useSearchParams();
  const aba = params.get('aba') === 'modelos' ? 'modelos' : 'registros';
  return (
    <Box>
      <Tabs
        value={aba}
        onChange={(_, value: string) =>
          setParams(value === 'modelos' ? { aba: value } : {}, { replace: true })
        }
        aria-label={t('tafs.abas')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="registros" label={t('tafs.abaRegistros')} sx={{ minHeight: 48 }} />
        <Tab value="modelos" label={t('tafs.abaModelos')} sx={{ minHeight: 48 }} />
      </Tabs>
      {aba === 'registros' ? (
        <TafsLista titulo={tc('rotas.tafProdutos')} podeCriar={ability.can('update', 'TAF')} />
      ) : (
        <ModelosLista titulo={t('modelos.titulo')} podeEditar={ability.can('create', 'TAF')} />
      )}
    </Box>
  );
}
