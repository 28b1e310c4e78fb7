import { useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { loadSession } from '../../../../session/session';
import { useSessionStore } from '../../../../session/session.store';
import { useSendEmailVerification, useVerifyEmail } from '../../identity.queries';
import { CodeField } from '../CodeField';
import { FormError } from '../FormError';

export function EmailVerificationCard() {
  const { t } = useTranslation('identidade');
  const { enqueueSnackbar } = useSnackbar();
  const user = useSessionStore((s) => s.user);
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const sendVerification = useSendEmailVerification();
  const verifyEmail = useVerifyEmail();
  if (!user) return null;

  const run = async (action: () => Promise<void>) => {
    setError(undefined);
    setBusy(true);
    try {
      await action();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h3">
            {t('seguranca.email')}
          </Typography>
          <Chip
            size="small"
            color={user.email_verified ? 'success' : 'warning'}
            label={user.email_verified ? t('seguranca.emailVerificado') : t('seguranca.emailNaoVerificado')}
          />
        </Stack>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {user.email}
        </Typography>
        <FormError error={error} />
        {!user.email_verified &&
          (sentTo ? (
            <Stack spacing={2}>
              <Alert severity="info">{t('seguranca.codigoEnviado', { destino: sentTo })}</Alert>
              <CodeField
                label={t('recuperar.codigo')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <Button
                variant="contained"
                loading={busy}
                disabled={code.length !== 6}
                sx={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  void run(async () => {
                    await verifyEmail.mutateAsync(code);
                    await loadSession(true);
                    enqueueSnackbar(t('seguranca.emailConfirmado'), { variant: 'success' });
                  })
                }
              >
                {t('seguranca.confirmarEmail')}
              </Button>
            </Stack>
          ) : (
            <Button
              variant="outlined"
              loading={busy}
              onClick={() => void run(async () => setSentTo((await sendVerification.mutateAsync()).destino))}
            >
              {t('seguranca.enviarCodigo')}
            </Button>
          ))}
      </CardContent>
    </Card>
  );
}
