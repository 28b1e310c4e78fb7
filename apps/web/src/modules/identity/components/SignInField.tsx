import { forwardRef, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthIcon } from './auth-icons';

export interface SignInFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  error?: string;
}

/**
 * An outlined field of the sign-in form (MUI's outlined field drawn alike by auth.css: the label sits in the box
 * until the field has focus or a value). A password field has the show/hide button.
 */
export const SignInField = forwardRef<HTMLInputElement, SignInFieldProps>(function SignInField(
  { label, error, type = 'email', ...input },
  ref,
) {
  const { t } = useTranslation('identidade');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const password = type === 'password';
  return (
    <div className={`auth-field${error ? ' auth-field--error' : ''}`}>
      <div className="auth-field__box">
        <input
          id={id}
          ref={ref}
          className="auth-field__input"
          type={password && !visible ? 'password' : password ? 'text' : type}
          // A blank placeholder lets the CSS tell an empty field (label inside the box) from a filled one.
          placeholder=" "
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-erro` : undefined}
          {...input}
        />
        <label htmlFor={id} className="auth-field__label">
          {label}
        </label>
        {password && (
          <button
            type="button"
            className="auth-icon-button auth-field__toggle"
            aria-label={visible ? t('senha.ocultar') : t('senha.mostrar')}
            onClick={() => setVisible((v) => !v)}
          >
            <AuthIcon name={visible ? 'visibilityOff' : 'visibility'} />
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-erro`} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
});
