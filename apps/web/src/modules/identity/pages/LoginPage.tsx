import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WithAppServices } from '../../../app/with-app-services';
import { PageLoading } from '../../../layout/PageLoading';
import { useSsoEnabled } from '../auth-config';
import { AuthAlert } from '../components/AuthAlert';
import { AuthCard } from '../components/AuthCard';
import { AuthIcon } from '../components/auth-icons';
import { SignInForm } from '../components/SignInForm';
import { safeDestination } from '../safe-destination';
import { sessionEndedNoticeKey } from '../session-ended-notice';
import { useSignInFlow } from '../use-sign-in-flow';

// The steps after the password (codes, a new password, recovery) are drawn with MUI: they load only when reached,
// with the MUI theme and the server state and dialogs they use (WithAppServices), not with the page.
const withTheme = async <P extends object>(load: Promise<ComponentType<P>>) => {
  const [Step, { MuiRoot }] = await Promise.all([load, import('../../../app/MuiRoot')]);
  return {
    default: (props: P) => (
      <MuiRoot baseline={false}>
        <Step {...props} />
      </MuiRoot>
    ),
  };
};
const ChallengeStep = lazy(() =>
  withTheme(import('../components/ChallengeStep').then((m) => m.ChallengeStep)),
);
const ForgotPasswordFlow = lazy(() =>
  withTheme(import('../components/ForgotPasswordFlow').then((m) => m.ForgotPasswordFlow)),
);

/**
 * /login: e-mail and password, "Esqueci minha senha", "Entrar com SSO", any challenge on the way, and the link to the
 * ethics channel (no account needed). The page itself is plain elements and auth.css, without MUI, so its first
 * download stays under 150 KB (docs/decisions.md).
 */
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
            <div className="auth-divider" role="separator">
              <span>{t('entrar.ou')}</span>
            </div>
            <a
              className="auth-button auth-button--outlined"
              href={`/api/auth/sso${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}
            >
              <AuthIcon name="key" className="auth-button__icon" />
              {t('entrar.sso')}
            </a>
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
        <AuthAlert severity="info" onClose={() => setNotice(null)}>
          {notice}
        </AuthAlert>
      )}
      {redirect && !notice && flow.step.kind === 'credenciais' && !forgot && (
        <AuthAlert severity="info">{t('entrar.redirecionado')}</AuthAlert>
      )}
      <Suspense fallback={<PageLoading />}>{content()}</Suspense>
      {flow.step.kind === 'credenciais' && !forgot && (
        // The ethics channel takes reports from anyone, without an account (issue 23).
        <p className="auth-footer">
          <Link className="auth-link" to="/canal-etica">
            {t('entrar.canalEtica')}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
