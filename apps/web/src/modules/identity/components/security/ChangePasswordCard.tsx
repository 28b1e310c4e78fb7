import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { ZChangePasswordInput } from '@portal/domain';
import { useSessionStore } from '../../../../session/session.store';
import { useChangePassword } from '../../identity.queries';
import { FormError } from '../FormError';
import { NewPasswordField } from '../NewPasswordField';
import { PasswordField } from '../PasswordField';

export function ChangePasswordCard() {
  const { t } = useTranslation('identidade');
  const { enqueueSnackbar } = useSnackbar();
  const email = useSessionStore((s) => s.user?.email ?? '');
  const [error, setError] = useState<unknown>();
  const changePassword = useChangePassword();
  const form = useForm({
    resolver: zodResolver(ZChangePasswordInput),
    defaultValues: { oldPassword: '', newPassword: '' },
  });
  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setError(undefined);
    try {
      await changePassword.mutateAsync({ oldPassword, newPassword });
      form.reset();
      enqueueSnackbar(t('seguranca.senhaTrocada'), { variant: 'success' });
    } catch (e) {
      setError(e);
    }
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('seguranca.trocarSenha')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label={t('seguranca.trocarSenha')}>
          <FormError error={error} />
          <Stack spacing={2}>
            <PasswordField
              label={t('seguranca.senhaAtual')}
              autoComplete="current-password"
              fullWidth
              {...form.register('oldPassword')}
              error={!!form.formState.errors.oldPassword}
              helperText={form.formState.errors.oldPassword?.message}
            />
            <Controller
              name="newPassword"
              control={form.control}
              render={({ field, fieldState }) => (
                <NewPasswordField
                  {...field}
                  label={t('seguranca.novaSenha')}
                  userInputs={[email]}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Button
              type="submit"
              variant="contained"
              loading={form.formState.isSubmitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('seguranca.salvarSenha')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
