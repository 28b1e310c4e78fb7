import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { ZNewPassword } from '@portal/domain';
import { FormError } from './FormError';
import { NewPasswordField } from './NewPasswordField';
import { PasswordField } from './PasswordField';

const ZForm = z
  .object({ password: ZNewPassword, confirmation: z.string() })
  .refine((f) => f.password === f.confirmation, {
    path: ['confirmation'],
    error: () => i18next.t('identidade:primeiroAcesso.diferentes'),
  });
type Form = z.infer<typeof ZForm>;

/** NEW_PASSWORD_REQUIRED: choose a password (first access, or after a forced change). */
export function NewPasswordChallenge({
  email,
  onSubmit,
}: {
  email: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation('identidade');
  const [error, setError] = useState<unknown>();
  const { control, register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(ZForm),
    defaultValues: { password: '', confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const submit = handleSubmit(async ({ password }) => {
    setError(undefined);
    try {
      await onSubmit(password);
    } catch (e) {
      setError(e);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormError error={error} />
      <Stack spacing={2}>
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <NewPasswordField
              {...field}
              label={t('primeiroAcesso.senha')}
              userInputs={[email]}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <PasswordField
          label={t('primeiroAcesso.confirmacao')}
          autoComplete="new-password"
          fullWidth
          {...register('confirmation')}
          error={!!formState.errors.confirmation}
          helperText={formState.errors.confirmation?.message}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          disabled={!password}
        >
          {t('desafio.definir')}
        </Button>
      </Stack>
    </Box>
  );
}
