import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthAlert } from './AuthAlert';
import { SignInField } from './SignInField';

/** zod's e-mail pattern (z.email()), so the form accepts what the API's schema accepts. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

interface Values {
  email: string;
  password: string;
}

/** The i18n keys (identidade namespace) of what is wrong with the form; empty when it may be sent. */
export function signInErrors({ email, password }: Values): Partial<Record<keyof Values, string>> {
  const trimmed = email.trim();
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!trimmed) errors.email = 'entrar.informeEmail';
  else if (!EMAIL.test(trimmed)) errors.email = 'entrar.emailInvalido';
  if (!password) errors.password = 'entrar.informeSenha';
  return errors;
}

/**
 * E-mail and password. Checked in the browser without zod or react-hook-form (they would double /login's
 * download): on submit, then on every change once submitted; the first wrong field takes the focus. Plain elements
 * and auth.css (AuthCard), no MUI.
 */
export function SignInForm({
  onSubmit,
  onForgot,
  initialEmail = '',
}: {
  onSubmit: (email: string, password: string) => Promise<void>;
  onForgot: (email: string) => void;
  initialEmail?: string;
}) {
  const { t } = useTranslation('identidade');
  const [values, setValues] = useState<Values>({ email: initialEmail, password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const errors = submitted ? signInErrors(values) : {};

  const change = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const wrong = signInErrors(values);
    const first = (['email', 'password'] as const).find((field) => wrong[field]);
    if (first) {
      (first === 'email' ? emailInput : passwordInput).current?.focus();
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      await onSubmit(values.email.trim(), values.password);
    } catch (e) {
      setError(e);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {!!error && (
        <AuthAlert severity="error">{error instanceof Error ? error.message : String(error)}</AuthAlert>
      )}
      <div className="auth-stack">
        <SignInField
          ref={emailInput}
          label={t('entrar.email')}
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          value={values.email}
          onChange={change('email')}
          error={errors.email && t(errors.email)}
        />
        <SignInField
          ref={passwordInput}
          label={t('entrar.senha')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password && t(errors.password)}
        />
        <button type="submit" className="auth-button auth-button--contained" disabled={submitting}>
          <span className={submitting ? 'auth-button__label--hidden' : undefined}>{t('entrar.botao')}</span>
          {submitting && <span className="auth-button__spinner" aria-hidden="true" />}
        </button>
        <button type="button" className="auth-link" onClick={() => onForgot(values.email)}>
          {t('entrar.esqueci')}
        </button>
      </div>
    </form>
  );
}
