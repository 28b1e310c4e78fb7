import { Alert, Button, Skeleton } from '@mui/material';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../session/session.store';
import { TafsLista } from '../components/taf/TafsLista';
import { useProduto } from '../produtos.queries';
import { useFabricacao } from '../taf.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /produto/taf/:produto (not in the menu): one product's TAFs and "Novo TAF". The SPEC also spells a fabrication's
 * TAFs /produto/taf/{obra}: when the id is no product (404) but a fabrication, the page goes to
 * /fabricacao/:obra/taf. Who reads TAFs but not products still sees the list (its rows name the product).
 */
export function TafsDoProdutoPage() {
  const { t } = useTranslation('produtos');
  const { produto: param } = useParams();
  const id = param && UUID.test(param) ? param : undefined;
  const ability = useSessionStore((s) => s.ability);
  const produto = useProduto(id);
  const semProduto = produto.error instanceof ApiError && produto.error.status === 404;
  const semLeitura = produto.error instanceof ApiError && produto.error.status === 403;
  const fabricacao = useFabricacao(id, semProduto);
  const p = produto.data;
  usePageBreadcrumbs(p ? { current: p.codigo } : null);

  const voltar = (
    <Button component={RouterLink} to="/produto/taf" color="inherit" size="small">
      {t('tafs.voltar')}
    </Button>
  );
  if (!id)
    return (
      <Alert severity="warning" action={voltar}>
        {t('tafs.produtoNaoEncontrado')}
      </Alert>
    );
  if (semProduto && fabricacao.isSuccess) return <Navigate to={`/fabricacao/${id}/taf`} replace />;
  if (semProduto && fabricacao.isError)
    return (
      <Alert severity="warning" action={voltar}>
        {t('tafs.produtoNaoEncontrado')}
      </Alert>
    );
  if (produto.isPending || (semProduto && fabricacao.isPending))
    return <Skeleton variant="rounded" height={420} aria-busy />;
  if (produto.isError && !semLeitura) return <Alert severity="error">{produto.error.message}</Alert>;

  return (
    <TafsLista
      titulo={
        p ? t('tafs.tituloProduto', { codigo: p.codigo, nome: p.nome }) : t('tafs.tituloProdutoSemNome')
      }
      produto={p ?? { id }}
      podeCriar={p ? p.acoes.novoTaf : ability.can('update', 'TAF')}
      acoes={
        p && (
          <Button component={RouterLink} to={`/produto/${p.id}`}>
            {t('tafs.verProduto')}
          </Button>
        )
      }
    />
  );
}
