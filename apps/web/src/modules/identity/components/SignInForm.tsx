import { useState } from 'react';
import { Box, Button, Link, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';

const ZForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => i18next.t('identidade:entrar.informeEmail') })
    .pipe(z.email({ error: () => i18next.t('identidade:entrar.emailInvalido') })),
  password: z.string().min(1, { error: () => i18next.t('identidade:entrar.informeSenha') }),
});
type Form = z.infer<typeof ZForm>;

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
  const [error, setError] = useState<unknown>();
  const { register, handleSubmit, getValues, formState } = useForm<Form>({
    resolver: zodResolver(ZForm),
    defaultValues: { email: initialEmail, password: '' },
  });
  const submit = handleSubmit(async ({ email, password }) => {
    setError(undefined);
    try {
      await onSubmit(email, password);
    } catch (e) {
      setError(e);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormError error={error} />
      <Stack spacing={2}>
        <TextField
          label={t('entrar.email')}
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          {...register('email')}
          error={!!formState.errors.email}
          helperText={formState.errors.email?.message}
        />
        <PasswordField
          label={t('entrar.senha')}
          autoComplete="current-password"
          fullWidth
          {...register('password')}
          error={!!formState.errors.password}
          helperText={formState.errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('entrar.botao')}
        </Button>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => onForgot(getValues('email'))}
          sx={{ alignSelf: 'center' }}
        >
          {t('entrar.esqueci')}
        </Link>
      </Stack>
    </Box>
  );
}
