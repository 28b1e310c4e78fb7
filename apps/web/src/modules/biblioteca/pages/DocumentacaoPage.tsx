import { useMemo, useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import PlaylistAddCheckIcon from '@mui/icons-material/DoneAll';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TModeloPasta } from '@portal/domain';
import { useDialogs } from '../../../layout/dialogs/use-dialogs';
import {
  useAlterarModeloPasta,
  useClientesBiblioteca,
  useCriarModeloPasta,
  useExcluirModeloPasta,
  useModelo,
} from '../biblioteca.queries';
import { AplicarModeloDialog } from '../components/modelo/AplicarModeloDialog';
import { ModeloAcessoDialog } from '../components/modelo/ModeloAcessoDialog';
import { ModeloArvore, type AcoesModelo } from '../components/modelo/ModeloArvore';

/**
 * /obra/documentacao (SPEC §2 "Árvore de documentos", Obra configure): the folders, with their access lists, that
 * every obra's library starts from; and applying them to obras whose library already exists.
 */
export function DocumentacaoPage() {
  const { t } = useTranslation('biblioteca');
  const { enqueueSnackbar } = useSnackbar();
  const dialogs = useDialogs();
  const modelo = useModelo();
  const clientes = useClientesBiblioteca('');
  const criar = useCriarModeloPasta();
  const alterar = useAlterarModeloPasta();
  const excluir = useExcluirModeloPasta();
  const [acessoDe, setAcessoDe] = useState<TModeloPasta | null>(null);
  const [aplicar, setAplicar] = useState(false);
  const empresas = useMemo(() => new Map((clientes.data ?? []).map((c) => [c.id, c.nome])), [clientes.data]);

  const run = async (work: () => Promise<unknown>, ok: string) => {
    try {
      await work();
      enqueueSnackbar(ok, { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : t('erro'), { variant: 'error' });
    }
  };

  const nova = async (pai: TModeloPasta | null) => {
    const titulo = pai ? t('modelo.novaEm', { nome: pai.nome }) : t('modelo.novaRaiz');
    const nome = (await dialogs.quickInput(t('pasta.nomeDaNova'), '', titulo))?.trim();
    if (nome)
      await run(
        () => criar.mutateAsync({ paiId: pai?.id ?? null, nome, acesso: null }),
        t('pasta.criada', { nome }),
      );
  };

  const acoes: AcoesModelo = {
    onNova: (pai) => void nova(pai),
    onRenomear: async (pasta) => {
      const nome = (
        await dialogs.quickInput(t('renomear.mensagem'), pasta.nome, t('modelo.renomear'))
      )?.trim();
      if (nome && nome !== pasta.nome)
        await run(() => alterar.mutateAsync({ id: pasta.id, nome }), t('pasta.renomeada', { nome }));
    },
    onAcessos: setAcessoDe,
    onExcluir: async (pasta) => {
      if (await dialogs.confirm(t('modelo.confirmarExclusao', { nome: pasta.nome }), t('modelo.excluir')))
        await run(() => excluir.mutateAsync(pasta.id), t('pasta.excluida', { nome: pasta.nome }));
    },
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {t('modelo.titulo')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('modelo.texto')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" startIcon={<CreateNewFolderIcon />} onClick={() => void nova(null)}>
          {t('modelo.novaRaiz')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PlaylistAddCheckIcon />}
          onClick={() => setAplicar(true)}
          disabled={!modelo.data?.items.length}
        >
          {t('aplicar.abrir')}
        </Button>
      </Stack>
      {modelo.isPending ? (
        <Skeleton variant="rounded" height={320} aria-busy aria-label={t('carregando')} />
      ) : modelo.isError ? (
        <Alert severity="error">{modelo.error.message}</Alert>
      ) : modelo.data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          <Typography variant="h6" component="p">
            {t('modelo.vazio')}
          </Typography>
          <Typography color="text.secondary">{t('modelo.vazioTexto')}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <ModeloArvore pastas={modelo.data.items} acoes={acoes} />
        </Paper>
      )}
      <ModeloAcessoDialog pasta={acessoDe} empresas={empresas} onClose={() => setAcessoDe(null)} />
      <AplicarModeloDialog open={aplicar} onClose={() => setAplicar(false)} />
    </Box>
  );
}
