import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventIcon from '@mui/icons-material/Event';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/domain';
import { useConfirm } from '../../../layout/dialogs/use-dialogs';
import { useAssinaturaCalendario, useGerarAssinatura, useRevogarAssinatura } from '../calendario.queries';

/**
 * The person's calendar feed (insurance expiries and, as modules add them, deadlines and hearings): the address is
 * shown once, when made, to paste into Outlook or Google Agenda; a new one ends the old, and it can be turned off.
 */
export function CalendarioAssinaturaCard() {
  const { t } = useTranslation('calendario');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const assinatura = useAssinaturaCalendario();
  const gerar = useGerarAssinatura();
  const revogar = useRevogarAssinatura();
  const [url, setUrl] = useState<string | null>(null);
  const ativa = assinatura.data?.ativa ?? false;

  const onGerar = async () => {
    if (ativa && !(await confirm(t('novoTexto'), t('novoTitulo')))) return;
    const feita = await gerar.mutateAsync();
    setUrl(feita.url ?? null);
  };
  const onRevogar = async () => {
    if (!(await confirm(t('desativarTexto'), t('desativarTitulo')))) return;
    await revogar.mutateAsync();
    setUrl(null);
    enqueueSnackbar(t('desativado'), { variant: 'success' });
  };
  const copiar = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t('copiado'), { variant: 'success' });
    } catch {
      // No clipboard outside https (a portal on plain http in the office): the address is selected for Ctrl+C.
      document.querySelector<HTMLInputElement>('[data-testid="calendario-url"]')?.select();
      enqueueSnackbar(t('copieManual'), { variant: 'info' });
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="calendario-titulo">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EventIcon color="primary" aria-hidden />
            <Typography id="calendario-titulo" variant="h6" component="h2">
              {t('titulo')}
            </Typography>
          </Stack>
          <Typography color="text.secondary">{t('explicacao')}</Typography>
          {assinatura.isPending ? (
            <Skeleton variant="rounded" height={40} />
          ) : assinatura.isError ? (
            <Alert severity="error">{assinatura.error.message}</Alert>
          ) : (
            <Typography variant="body2" data-testid="calendario-estado">
              {ativa
                ? t('ativa', {
                    criada: formatDateTime(assinatura.data.criadaEm!),
                    acesso: assinatura.data.ultimoAcesso
                      ? formatDateTime(assinatura.data.ultimoAcesso)
                      : t('nunca'),
                  })
                : t('inativa')}
            </Typography>
          )}
          {url && (
            <Alert severity="info">
              <Stack spacing={1}>
                <span>{t('mostradoUmaVez')}</span>
                <TextField
                  size="small"
                  fullWidth
                  value={url}
                  label={t('endereco')}
                  slotProps={{
                    htmlInput: { readOnly: true, 'data-testid': 'calendario-url' },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <Tooltip title={t('copiar')}>
                            <IconButton aria-label={t('copiar')} onClick={() => void copiar()} edge="end">
                              <ContentCopyIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </InputAdornment>
                      ),
                    },
                  }}
                />
              </Stack>
            </Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => void onGerar()} disabled={gerar.isPending}>
              {ativa ? t('gerarNovo') : t('gerar')}
            </Button>
            {ativa && (
              <Button color="error" onClick={() => void onRevogar()} disabled={revogar.isPending}>
                {t('desativar')}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
