import { MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { ZCreateUserInput } from '@portal/domain';
import { FormDialog } from '../../../components/FormDialog';
import { useInviteUser } from '../usuarios.queries';
import { RolesField } from './RolesField';

/** Invites a user: the account is created and the first-access code goes by e-mail. */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('usuarios');
  const { enqueueSnackbar } = useSnackbar();
  const invite = useInviteUser();
  return (
    <FormDialog
      open={open}
      title={t('convite.titulo')}
      description={t('convite.texto')}
      schema={ZCreateUserInput}
      defaultValues={{ email: '', name: '', type: 'gali', roles: [], companies: [] }}
      submitLabel={t('convite.enviar')}
      fields={['email', 'name', 'type', 'roles']}
      onClose={onClose}
      onSubmit={async (values) => {
        const user = await invite.mutateAsync(values);
        enqueueSnackbar(t('convite.enviado', { email: user.email }), { variant: 'success' });
        onClose();
      }}
    >
      {(form) => (
        <>
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
          <Controller
            name="type"
            control={form.control}
            render={({ field }) => (
              <TextField select label={t('admin.tipo')} {...field}>
                <MenuItem value="gali">{t('perfil.tipoGali')}</MenuItem>
                <MenuItem value="cliente">{t('perfil.tipoCliente')}</MenuItem>
              </TextField>
            )}
          />
          <Controller
            name="roles"
            control={form.control}
            render={({ field }) => (
              <RolesField label={t('perfil.papeis')} value={field.value ?? []} onChange={field.onChange} />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
