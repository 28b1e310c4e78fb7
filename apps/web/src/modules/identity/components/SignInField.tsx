import { forwardRef, useId, useState, type ChangeEvent } from 'react';
import {
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

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
 * An outlined field of the sign-in form, built from FormControl and OutlinedInput rather than TextField: TextField
 * brings Select, Menu and Modal with it, which /login never shows. A password field has the show/hide button.
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
    <FormControl fullWidth variant="outlined" error={!!error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        inputRef={ref}
        type={password && !visible ? 'password' : password ? 'text' : type}
        inputProps={{ 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-erro` : undefined }}
        endAdornment={
          password && (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('senha.ocultar') : t('senha.mostrar')}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          )
        }
        {...input}
      />
      {error && <FormHelperText id={`${id}-erro`}>{error}</FormHelperText>}
    </FormControl>
  );
});
