import { useState } from 'react';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { EMPTY_INPUT_ERRORS, ZNewPassword } from '@portal/domain';
import { useConfirmForgotPassword, useForgotPassword } from '../identity.queries';
import { CodeField } from './CodeField';
import { FormError } from './FormError';
import { NewPasswordField } from './NewPasswordField';

const ZEmailForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, EMPTY_INPUT_ERRORS.EmptyUsername)
    .pipe(z.email({ error: () => i18next.t('identidade:entrar.emailInvalido') })),
});
const ZResetForm = z.object({
  code: z
    .string()
    .trim()
    .min(1, EMPTY_INPUT_ERRORS.EmptyCode)
    .regex(/^\d{6}$/, { error: () => i18next.t('identidade:recuperar.codigoInvalido') }),
  password: z.string().min(1, EMPTY_INPUT_ERRORS.EmptyPassword).pipe(ZNewPassword),
});

/** "Esqueci minha senha": e-mail → 6-digit code by e-mail → code + new password. */
export function ForgotPasswordFlow({
  initialEmail,
  onDone,
  onCancel,
}: {
  initialEmail: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('identidade');
  const [sentTo, setSentTo] = useState<{ email: string; destino: string }>();
  const [error, setError] = useState<unknown>();
  const forgotPassword = useForgotPassword();
  const confirmForgotPassword = useConfirmForgotPassword();
  const emailForm = useForm<z.infer<typeof ZEmailForm>>({
    resolver: zodResolver(ZEmailForm),
    defaultValues: { email: initialEmail },
  });
  const resetForm = useForm<z.infer<typeof ZResetForm>>({
    resolver: zodResolver(ZResetForm),
    defaultValues: { code: '', password: '' },
  });

  const sendCode = emailForm.handleSubmit(async ({ email }) => {
    setError(undefined);
    try {
      const { destino } = await forgotPassword.mutateAsync(email);
      setSentTo({ email, destino });
    } catch (e) {
      setError(e);
    }
  });
  const confirm = resetForm.handleSubmit(async ({ code, password }) => {
    setError(undefined);
    try {
      await confirmForgotPassword.mutateAsync({ email: sentTo!.email, code, password });
      onDone();
    } catch (e) {
      setError(e);
    }
  });

  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('recuperar.titulo')}
      </Typography>
      <FormError error={error} />
      {!sentTo ? (
        <Box component="form" noValidate onSubmit={sendCode}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('recuperar.explicacao')}
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={t('entrar.email')}
              type="email"
              autoComplete="username"
              autoFocus
              fullWidth
              {...emailForm.register('email')}
              error={!!emailForm.formState.errors.email}
              helperText={emailForm.formState.errors.email?.message}
            />
            <Button type="submit" variant="contained" loading={emailForm.formState.isSubmitting}>
              {t('recuperar.enviar')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={confirm}>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('recuperar.enviado', { destino: sentTo.destino })}
          </Alert>
          <Stack spacing={2}>
            <CodeField
              label={t('recuperar.codigo')}
              autoFocus
              {...resetForm.register('code')}
              error={!!resetForm.formState.errors.code}
              helperText={resetForm.formState.errors.code?.message}
            />
            <Controller
              name="password"
              control={resetForm.control}
              render={({ field, fieldState }) => (
                <NewPasswordField
                  {...field}
                  label={t('recuperar.novaSenha')}
                  userInputs={[sentTo.email]}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Button type="submit" variant="contained" loading={resetForm.formState.isSubmitting}>
              {t('recuperar.confirmar')}
            </Button>
            <Link component="button" type="button" variant="body2" onClick={() => setSentTo(undefined)}>
              {t('recuperar.reenviar')}
            </Link>
          </Stack>
        </Box>
      )}
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={onCancel}
        sx={{ mt: 2, display: 'block', mx: 'auto' }}
      >
        {t('recuperar.voltar')}
      </Link>
    </Box>
  );
}
