import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthIcon } from './auth-icons';

/** A notice of the sign-in page (MUI's standard Alert drawn alike, role "alert"), optionally with "Fechar". */
export function AuthAlert({
  severity,
  onClose,
  children,
}: {
  severity: 'info' | 'error';
  onClose?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('identidade');
  return (
    <div className={`auth-alert auth-alert--${severity}`} role="alert">
      <AuthIcon name={severity} className="auth-alert__icon" />
      <div className="auth-alert__message">{children}</div>
      {onClose && (
        <button
          type="button"
          className="auth-icon-button auth-alert__close"
          aria-label={t('entrar.fecharAviso')}
          title={t('entrar.fecharAviso')}
          onClick={onClose}
        >
          <AuthIcon name="close" />
        </button>
      )}
    </div>
  );
}
