import { lazy, Suspense, useCallback, useState } from 'react';
import { Alert, Button, Divider, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/VpnKey';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WithAppServices } from '../../../app/with-app-services';
import { PageLoading } from '../../../layout/PageLoading';
import { useSsoEnabled } from '../auth-config';
import { AuthCard } from '../components/AuthCard';
import { SignInForm } from '../components/SignInForm';
import { safeDestination } from '../safe-destination';
import { sessionEndedNoticeKey } from '../session-ended-notice';
import { useSignInFlow } from '../use-sign-in-flow';

// The steps after the password (codes, a new password, recovery) load only when reached, with the server state
// and dialogs they use (WithAppServices): not with the page.
const ChallengeStep = lazy(async () => ({
  default: (await import('../components/ChallengeStep')).ChallengeStep,
}));
const ForgotPasswordFlow = lazy(async () => ({
  default: (await import('../components/ForgotPasswordFlow')).ForgotPasswordFlow,
}));

/** /login: e-mail and password, "Esqueci minha senha", "Entrar com SSO", and any challenge on the way. */
export function LoginPage() {
  const { t } = useTranslation('identidade');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = safeDestination(params.get('redirect'));
  const [forgot, setForgot] = useState<{ email: string } | null>(
    params.get('recuperar') !== null ? { email: params.get('recuperar') ?? '' } : null,
  );
  const [notice, setNotice] = useState<string | null>(() => {
    // After a forced sign-out the shell passes the SPEC §8 reason (`motivo`): the notice says why, in Portuguese.
    const state = location.state as { aviso?: string; motivo?: string } | null;
    if (state?.motivo) return t(sessionEndedNoticeKey(state.motivo));
    return state?.aviso ?? null;
  });
  const ssoEnabled = useSsoEnabled();
  const onSignedIn = useCallback(
    () => void navigate(redirect ?? '/obras', { replace: true }),
    [navigate, redirect],
  );
  const flow = useSignInFlow(onSignedIn);

  const content = () => {
    if (forgot) {
      return (
        <WithAppServices>
          <ForgotPasswordFlow
            initialEmail={forgot.email}
            onCancel={() => setForgot(null)}
            onDone={() => {
              setForgot(null);
              setNotice(t('recuperar.sucesso'));
            }}
          />
        </WithAppServices>
      );
    }
    if (flow.step.kind === 'desafio')
      return (
        <WithAppServices>
          <ChallengeStep email={flow.step.email} challenge={flow.step.challenge} answer={flow.answer} />
        </WithAppServices>
      );
    return (
      <>
        <SignInForm onSubmit={flow.submitCredentials} onForgot={(email) => setForgot({ email })} />
        {ssoEnabled && (
          <>
            <Divider sx={{ my: 2 }}>
              <Typography variant="caption" color="text.secondary">
                {t('entrar.ou')}
              </Typography>
            </Divider>
            <Button
              fullWidth
              variant="outlined"
              startIcon={<KeyIcon />}
              href={`/api/auth/sso${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}
            >
              {t('entrar.sso')}
            </Button>
          </>
        )}
      </>
    );
  };

  return (
    <AuthCard
      title={t('entrar.titulo')}
      subtitle={flow.step.kind === 'credenciais' && !forgot ? t('entrar.subtitulo') : undefined}
    >
      {notice && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {redirect && !notice && flow.step.kind === 'credenciais' && !forgot && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('entrar.redirecionado')}
        </Alert>
      )}
      <Suspense fallback={<PageLoading />}>{content()}</Suspense>
    </AuthCard>
  );
}
