import { Suspense, useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useParams, useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TItem, TOperacao } from '@portal/domain';
import { useConfirm } from '../../../layout/dialogs/use-dialogs';
import { LIST_EXPORT_BUTTON } from '../../../routing/route-registry';
import { FabricacaoCabecalho } from '../components/FabricacaoCabecalho';
import { ItemCard, type AcoesItem } from '../components/itens/ItemCard';
import { ItemDialog } from '../components/itens/ItemDialog';
import { NovaOperacaoDialog } from '../components/itens/NovaOperacaoDialog';
import { PlanoOperacaoDialog } from '../components/itens/PlanoOperacaoDialog';
import { ProgressoDialog } from '../components/itens/ProgressoDialog';
import { ehConflito } from '../components/itens/conflito';
import { kg } from '../components/formatos';
import { useExcluirItem, useExcluirOperacao, useFabricacao, useItens } from '../fabricacao.queries';

type Dialogo =
  | { tipo: 'item'; item?: TItem }
  | { tipo: 'novaOperacao'; item: TItem }
  | { tipo: 'plano'; item: TItem; operacao: TOperacao }
  | { tipo: 'progresso'; item: TItem; operacao: TOperacao };

/**
 * /fabricacao/:obra/itens: the fabrication's items and, per item, its operations — whoever plans adds, changes and
 * removes items, plans operations on a work centre and records their progress. A change someone else saved first
 * (409) is said so and the list is read again. `?item=<id>` opens that item (the dashboards' late operations).
 * Every reader exports the items with their operations to Excel.
 */
const ExportButton = LIST_EXPORT_BUTTON;
export function ItensPage() {
  const { t } = useTranslation('fabricacao');
  const { obra: id = '' } = useParams();
  const [params] = useSearchParams();
  const fabricacao = useFabricacao(id);
  const itens = useItens(id);
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const excluirItem = useExcluirItem(id);
  const excluirOperacao = useExcluirOperacao(id);
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const [conflito, setConflito] = useState<string | null>(null);
  const fechar = () => setDialogo(null);

  /** A 409: say it above the list (the mutation has already asked for the list again). */
  const onConflito = (e: unknown) => {
    if (!ehConflito(e)) return false;
    setConflito(e.message);
    return true;
  };

  if (fabricacao.isError) return <Alert severity="error">{fabricacao.error.message}</Alert>;
  if (fabricacao.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('carregando')} />;
  const f = fabricacao.data;
  const podePlanejar = f.acoes.itens;
  const lista = itens.data?.items ?? [];
  const pesoTotal = lista.reduce((soma, i) => soma + i.pesoTotalKg, 0);

  const acoes: AcoesItem | undefined = podePlanejar
    ? {
        editar: (item) => setDialogo({ tipo: 'item', item }),
        novaOperacao: (item) => setDialogo({ tipo: 'novaOperacao', item }),
        excluirItem: async (item) => {
          if (!(await confirm(t('itens.excluirTexto', { tag: item.tag }), t('itens.excluirTitulo')))) return;
          try {
            await excluirItem.mutateAsync(item.id);
            enqueueSnackbar(t('itens.excluido', { tag: item.tag }), { variant: 'success' });
          } catch (e) {
            if (!onConflito(e)) enqueueSnackbar((e as Error).message, { variant: 'error' });
          }
        },
        planejar: (operacao) => {
          const item = lista.find((i) => i.id === operacao.itemId);
          if (item) setDialogo({ tipo: 'plano', item, operacao });
        },
        registrar: (operacao) => {
          const item = lista.find((i) => i.id === operacao.itemId);
          if (item) setDialogo({ tipo: 'progresso', item, operacao });
        },
        excluir: async (operacao) => {
          const texto = t('operacoes.excluirTexto', { operacao: operacao.tipo.nome });
          if (!(await confirm(texto, t('operacoes.excluirTitulo')))) return;
          try {
            await excluirOperacao.mutateAsync(operacao.id);
            enqueueSnackbar(t('operacoes.excluida', { operacao: operacao.tipo.nome }), {
              variant: 'success',
            });
          } catch (e) {
            if (!onConflito(e)) enqueueSnackbar((e as Error).message, { variant: 'error' });
          }
        },
      }
    : undefined;

  return (
    <Box>
      <FabricacaoCabecalho
        fabricacao={f}
        titulo={t('itens.titulo')}
        acoes={
          <>
            {ExportButton && (
              <Suspense fallback={null}>
                <ExportButton
                  lista="fabricacao_itens"
                  filtros={{ obra: f.id }}
                  disabled={!itens.data?.total}
                />
              </Suspense>
            )}
            {podePlanejar && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setDialogo({ tipo: 'item' })}
              >
                {t('itens.novo')}
              </Button>
            )}
          </>
        }
      />
      {conflito && (
        <Alert severity="warning" onClose={() => setConflito(null)} sx={{ mb: 2 }} role="alert">
          {t('itens.conflito', { mensagem: conflito })}
        </Alert>
      )}
      {itens.isError ? (
        <Alert severity="error">{itens.error.message}</Alert>
      ) : itens.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label={t('carregando')} />
      ) : lista.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          <ListAltIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('itens.vazio')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {podePlanejar ? t('itens.vazioAdicione') : t('itens.vazioLeitor')}
          </Typography>
        </Paper>
      ) : (
        <Stack spacing={1}>
          <Typography color="text.secondary">
            {t('itens.resumo', { count: lista.length, peso: kg(pesoTotal) })}
          </Typography>
          <Box
            aria-hidden
            sx={{
              display: { xs: 'none', md: 'grid' },
              gap: 2,
              px: 2,
              pr: 7,
              color: 'text.secondary',
              typography: 'caption',
              gridTemplateColumns: 'minmax(90px, 1fr) 3fr 1fr 1.2fr 1.3fr 2fr',
            }}
          >
            <span>{t('campos.tag')}</span>
            <span>{t('campos.descricao')}</span>
            <Box sx={{ textAlign: 'right' }}>{t('campos.quantidade')}</Box>
            <Box sx={{ textAlign: 'right' }}>{t('campos.pesoUnitario')}</Box>
            <Box sx={{ textAlign: 'right' }}>{t('campos.pesoLinha')}</Box>
            <span>{t('campos.progresso')}</span>
          </Box>
          <Box component="ul" aria-label={t('itens.titulo')} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {lista.map((item) => (
              <Box component="li" key={item.id} sx={{ mb: 1 }}>
                <ItemCard item={item} aberto={params.get('item') === item.id} acoes={acoes} />
              </Box>
            ))}
          </Box>
        </Stack>
      )}
      {dialogo?.tipo === 'item' && (
        <ItemDialog obraId={id} item={dialogo.item} onClose={fechar} onConflito={onConflito} />
      )}
      {dialogo?.tipo === 'novaOperacao' && (
        <NovaOperacaoDialog obraId={id} item={dialogo.item} onClose={fechar} />
      )}
      {dialogo?.tipo === 'plano' && (
        <PlanoOperacaoDialog
          obraId={id}
          item={dialogo.item}
          operacao={dialogo.operacao}
          onClose={fechar}
          onConflito={onConflito}
        />
      )}
      {dialogo?.tipo === 'progresso' && (
        <ProgressoDialog
          obraId={id}
          item={dialogo.item}
          operacao={dialogo.operacao}
          onClose={fechar}
          onConflito={onConflito}
        />
      )}
    </Box>
  );
}
