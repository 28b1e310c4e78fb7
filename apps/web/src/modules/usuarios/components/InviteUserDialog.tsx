import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { type z } from 'zod';
import { ZCreateUserInput } from '@portal/domain';
import { applyFieldErrors } from '../../../lib/form-errors';
import { FormError } from '../../identity/components/FormError';
import { userKeys, usersApi } from '../usuarios.queries';
import { RolesField } from './RolesField';

type Form = z.input<typeof ZCreateUserInput>;

/** Invites a user: the account is created and the first-access code goes by e-mail. */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('usuarios');
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<unknown>();
  const form = useForm<Form>({
    resolver: zodResolver(ZCreateUserInput) as never,
    defaultValues: { email: '', name: '', type: 'gali', roles: [], companies: [] },
  });
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const user = await usersApi.invite({
        email: values.email,
        name: values.name,
        type: values.type,
        roles: values.roles ?? [],
        companies: values.companies ?? [],
      });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      enqueueSnackbar(t('convite.enviado', { email: user.email }), { variant: 'success' });
      form.reset();
      onClose();
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, ['email', 'name', 'type', 'roles'])) setError(e);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle>{t('convite.titulo')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('convite.texto')}</DialogContentText>
        <FormError error={error} />
        <Stack spacing={2}>
          <TextField
            label={t('convite.email')}
            type="email"
            autoFocus
            {...form.register('email')}
            error={!!form.formState.errors.email}
            helperText={form.formState.errors.email?.message}
            required
          />
          <TextField
            label={t('admin.nome')}
            {...form.register('name')}
            error={!!form.formState.errors.name}
            helperText={form.formState.errors.name?.message}
            required
          />
          <TextField select label={t('admin.tipo')} defaultValue="gali" {...form.register('type')}>
            <MenuItem value="gali">{t('perfil.tipoGali')}</MenuItem>
            <MenuItem value="cliente">{t('perfil.tipoCliente')}</MenuItem>
          </TextField>
          <Controller
            name="roles"
            control={form.control}
            render={({ field }) => (
              <RolesField label={t('perfil.papeis')} value={field.value ?? []} onChange={field.onChange} />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('comum:dialogos.cancelar')}</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('convite.enviar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
