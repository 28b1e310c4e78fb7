import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DrawIcon from '@mui/icons-material/Draw';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { itensDoChecklist, type TAssinaturaInput, type TChecklist } from '@portal/domain';
import { ApiError } from '../../../../lib/api-error';
import { AssinaturaDialog } from '../../../../components/assinatura/AssinaturaDialog';
import { useConcluirChecklist } from '../../checklist.queries';

type Quem = 'executor' | 'cliente';

/**
 * The last step: what is still missing (with a way back to its section), the executor's signature and, when the
 * template asks, the client's on the same phone, then Concluir.
 */
export function ChecklistAssinaturasPasso({
  checklist,
  onIrParaSecao,
  bloqueio,
}: {
  checklist: TChecklist;
  onIrParaSecao: (secao: number) => void;
  /** Why it cannot be concluded now (no signal: concluding is online only), shown by the disabled button. */
  bloqueio?: string;
}) {
  const { t } = useTranslation('checklist');
  const { enqueueSnackbar } = useSnackbar();
  const concluir = useConcluirChecklist(checklist.id);
  const [assinaturas, setAssinaturas] = useState<Partial<Record<Quem, TAssinaturaInput>>>({});
  const [assinando, setAssinando] = useState<Quem | null>(null);
  const [error, setError] = useState<unknown>();

  const itens = itensDoChecklist(checklist.secoes);
  const pendentes = checklist.pendentes.map((id) => itens.find((i) => i.item.id === id)!).filter(Boolean);
  const quem: Quem[] = checklist.exigeAssinaturaCliente ? ['executor', 'cliente'] : ['executor'];
  const prontas = quem.every((q) => assinaturas[q]);

  const submit = async () => {
    setError(undefined);
    try {
      await concluir.mutateAsync({
        assinaturaExecutor: assinaturas.executor,
        assinaturaCliente: assinaturas.cliente,
      });
      enqueueSnackbar(t('preencher.concluido'), { variant: 'success' });
    } catch (e) {
      setError(e);
    }
  };

  return (
    <Stack spacing={2}>
      {pendentes.length > 0 && (
        <Alert severity="warning">
          <Typography variant="subtitle2" component="h3">
            {t('preencher.pendentesTitulo')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {pendentes.map(({ item, secao }) => {
              const n = checklist.secoes.indexOf(secao);
              return (
                <li key={item.id}>
                  {item.texto} —{' '}
                  <Button
                    size="small"
                    onClick={() => onIrParaSecao(n)}
                    sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline' }}
                  >
                    {t('preencher.irParaSecao', { n: n + 1 })}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Alert>
      )}
      {quem.map((q) => {
        const assinatura = assinaturas[q];
        return (
          <Card key={q} variant="outlined" component="section" aria-label={t(`preencher.${q}`)}>
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {t(`preencher.${q}`)}
              </Typography>
              {assinatura ? (
                <Stack spacing={1}>
                  <Box
                    component="img"
                    src={assinatura.imagem}
                    alt={t('preencher.assinadoPor', { nome: assinatura.nome })}
                    sx={{ maxWidth: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}
                  />
                  <Typography variant="body2">
                    {t('preencher.assinadoPor', { nome: assinatura.nome })}
                  </Typography>
                  <Button onClick={() => setAssinando(q)} sx={{ alignSelf: 'flex-start' }}>
                    {t('preencher.refazer')}
                  </Button>
                </Stack>
              ) : (
                <Stack spacing={1}>
                  <Typography variant="body2" color="text.secondary">
                    {t('preencher.naoAssinado')}
                  </Typography>
                  <Button
                    variant="outlined"
                    size="large"
                    startIcon={<DrawIcon />}
                    onClick={() => setAssinando(q)}
                    sx={{ minHeight: 48, alignSelf: 'flex-start' }}
                  >
                    {q === 'executor' ? t('preencher.assinarExecutor') : t('preencher.assinarCliente')}
                  </Button>
                </Stack>
              )}
            </CardContent>
          </Card>
        );
      })}
      {error instanceof ApiError ? (
        <Alert severity="error">
          {error.message}
          {error.fieldErrors.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {error.fieldErrors.map((f) => (
                <li key={f.campo}>{f.mensagem}</li>
              ))}
            </Box>
          )}
        </Alert>
      ) : error ? (
        <Alert severity="error">{String(error)}</Alert>
      ) : null}
      {bloqueio && (
        <Alert severity="info" id="concluir-bloqueio">
          {bloqueio}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={!prontas || pendentes.length > 0 || !!bloqueio}
        aria-describedby={bloqueio ? 'concluir-bloqueio' : undefined}
        loading={concluir.isPending}
        onClick={() => void submit()}
        sx={{ minHeight: 52 }}
      >
        {t('preencher.concluir')}
      </Button>
      <AssinaturaDialog
        open={assinando !== null}
        title={
          assinando === 'cliente'
            ? t('preencher.assinaturaClienteTitulo')
            : t('preencher.assinaturaExecutorTitulo')
        }
        description={assinando === 'cliente' ? t('preencher.assinaturaClienteDescricao') : undefined}
        confirmLabel={t('preencher.assinar')}
        assinatura="obrigatoria"
        onClose={() => setAssinando(null)}
        onConfirm={async ({ assinatura }) => {
          if (assinando && assinatura) setAssinaturas((a) => ({ ...a, [assinando]: assinatura }));
          setAssinando(null);
        }}
      />
    </Stack>
  );
}
