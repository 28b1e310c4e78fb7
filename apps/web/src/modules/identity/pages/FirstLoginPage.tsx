import { useCallback, useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { ChallengeStep } from '../components/ChallengeStep';
import { FormError } from '../components/FormError';
import { useSignInFlow } from '../use-sign-in-flow';

/**
 * /primeiroLogin?user=...&code=...: the invitation link. The temporary code signs in, the API answers
 * NEW_PASSWORD_REQUIRED, and the user chooses a password.
 */
export function FirstLoginPage() {
  const { t } = useTranslation('identidade');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('user') ?? '');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const onSignedIn = useCallback(() => void navigate('/obras', { replace: true }), [navigate]);
  const flow = useSignInFlow(onSignedIn);

  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      await flow.submitCredentials(email, code);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('primeiroAcesso.titulo')} subtitle={t('primeiroAcesso.texto')}>
      {flow.step.kind === 'desafio' ? (
        <ChallengeStep email={flow.step.email} challenge={flow.step.challenge} answer={flow.answer} />
      ) : (
        <Box component="form" noValidate onSubmit={start}>
          {!params.get('code') && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('primeiroAcesso.semCodigo')}
            </Alert>
          )}
          <FormError error={error} />
          <Stack spacing={2}>
            <TextField
              label={t('entrar.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              fullWidth
            />
            <TextField
              label={t('primeiroAcesso.codigo')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
              fullWidth
              autoComplete="one-time-code"
            />
            <Button type="submit" variant="contained" size="large" loading={busy} disabled={!email || !code}>
              {t('primeiroAcesso.botao')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}
