import { Alert, Button, Skeleton } from '@mui/material';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../session/session.store';
import { TafsLista } from '../components/taf/TafsLista';
import { useProduto } from '../produtos.queries';
import { useObra } from '../../obras/obras.queries';
import { useTafs } from '../taf.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /produto/taf/:produto (not in the menu): one product's TAFs and "Novo TAF". The SPEC also spells a fabrication's
 * TAFs /produto/taf/{obra}: when the id is no product (404, or 403 for who may not read products) but a
 * fabrication, the page goes to /fabricacao/:obra/taf. Who reads TAFs but not products still sees the list (its
 * rows name the product).
 */
export function TafsDoProdutoPage() {
  const { t } = useTranslation('produtos');
  const { produto: param } = useParams();
  const id = param && UUID.test(param) ? param : undefined;
  const ability = useSessionStore((s) => s.ability);
  const produto = useProduto(id);
  const semProduto = produto.error instanceof ApiError && produto.error.status === 404;
  const semLeitura = produto.error instanceof ApiError && produto.error.status === 403;
  // Who may not read products (editor_taf) gets 403 for any id: the fabrication is asked too.
  const obra = useObra(semProduto || semLeitura ? id : undefined);
  const fabricacao = {
    isSuccess: obra.isSuccess && obra.data.tipo === 'fabricacao',
    isError: obra.isError || (obra.isSuccess && obra.data.tipo !== 'fabricacao'),
    isPending: obra.isPending,
  };
  // Without the product itself, its code and name come from one of its TAFs.
  const umTaf = useTafs({ produtoId: id, pageSize: 1 }, semLeitura);
  const p = produto.data ?? umTaf.data?.items[0]?.produto;
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
  if ((semProduto || semLeitura) && fabricacao.isSuccess)
    return <Navigate to={`/fabricacao/${id}/taf`} replace />;
  if (semProduto && fabricacao.isError)
    return (
      <Alert severity="warning" action={voltar}>
        {t('tafs.produtoNaoEncontrado')}
      </Alert>
    );
  if (produto.isPending || ((semProduto || semLeitura) && fabricacao.isPending))
    return <Skeleton variant="rounded" height={420} aria-busy />;
  if (produto.isError && !semLeitura) return <Alert severity="error">{produto.error.message}</Alert>;

  return (
    <TafsLista
      titulo={
        p ? t('tafs.tituloProduto', { codigo: p.codigo, nome: p.nome }) : t('tafs.tituloProdutoSemNome')
      }
      produto={p ?? { id }}
      podeCriar={produto.data ? produto.data.acoes.novoTaf : ability.can('update', 'TAF')}
      acoes={
        produto.data && (
          <Button component={RouterLink} to={`/produto/${produto.data.id}`}>
            {t('tafs.verProduto')}
          </Button>
        )
      }
    />
  );
}
