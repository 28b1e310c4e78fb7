import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import TafIcon from '@mui/icons-material/Checklist';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { DadosTecnicosCard } from '../components/produto/DadosTecnicosCard';
import { DocumentosCard } from '../components/produto/DocumentosCard';
import { EditarProdutoDialog } from '../components/produto/EditarProdutoDialog';
import { FabricacoesCard } from '../components/produto/FabricacoesCard';
import { useProduto } from '../produtos.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /produto/:produto (not in the menu): the product's code, name, family and description, its technical data (edited
 * by who may), documents, the fabrications it came from and, for who reads TAFs, the way to its TAFs.
 */
export function ProdutoPage() {
  const { t } = useTranslation('produtos');
  const { produto: id } = useParams();
  const produto = useProduto(id && UUID.test(id) ? id : undefined);
  const [editando, setEditando] = useState(false);
  usePageBreadcrumbs(produto.data ? { current: produto.data.codigo } : null);

  return (
    <RecordPageStates
      query={produto}
      missing={!id || !UUID.test(id)}
      back={{ to: '/produto', label: t('pagina.voltar') }}
      notFound={{ title: t('pagina.naoEncontrado'), text: t('pagina.naoEncontradoTexto') }}
      skeletons={[140, 200, 160]}
    >
      {(p) => (
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Card variant="outlined" component="header">
            <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
              <Stack spacing={1}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                    {p.codigo} — {p.nome}
                  </Typography>
                  <Chip label={p.familia} />
                  {!p.ativo && <Chip color="default" variant="outlined" label={t('pagina.inativo')} />}
                </Stack>
                {p.descricao ? (
                  <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {p.descricao}
                  </Typography>
                ) : (
                  <Typography color="text.secondary">{t('pagina.semDescricao')}</Typography>
                )}
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
                  {p.acoes.verTafs && (
                    <Button
                      variant="outlined"
                      startIcon={<TafIcon />}
                      component={RouterLink}
                      to={`/produto/taf/${p.id}`}
                    >
                      {t('pagina.verTafs', { count: p.tafs })}
                    </Button>
                  )}
                  {p.acoes.editar && (
                    <Button startIcon={<EditIcon />} onClick={() => setEditando(true)}>
                      {t('pagina.editar')}
                    </Button>
                  )}
                </Stack>
              </Stack>
            </CardContent>
          </Card>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            }}
          >
            <DadosTecnicosCard produto={p} />
            <FabricacoesCard produto={p} />
          </Box>
          <DocumentosCard produto={p} />
          {p.acoes.editar && (
            <EditarProdutoDialog produto={p} open={editando} onClose={() => setEditando(false)} />
          )}
        </Stack>
      )}
    </RecordPageStates>
  );
}
