import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import type { TUserDetail } from '@portal/domain';
import { useConfirm } from '../../../layout/dialogs/use-dialogs';
import { useSessionStore } from '../../../session/session.store';
import { FormError } from '../../identity/components/FormError';
import {
  useRequirePasswordReset,
  useResendInvitation,
  useSetUserEnabled,
  useUpdateUser,
} from '../usuarios.queries';
import { CompaniesField } from './CompaniesField';
import { RolesField } from './RolesField';

/**
 * An administrator's controls on another user: name, type, roles and specific rules; disable or enable; resend the
 * invitation; require a password reset. Changes hold from the user's next request.
 */
export function UserAdminCard({ user }: { user: TUserDetail }) {
  const { t } = useTranslation('usuarios');
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const me = useSessionStore((s) => s.user);
  const canEdit = useSessionStore((s) => s.ability.can('update', 'Usuario'));
  const [name, setName] = useState(user.name);
  const [type, setType] = useState(user.type);
  const [roles, setRoles] = useState(user.roles);
  const [companies, setCompanies] = useState(user.companies);
  const [rules, setRules] = useState(JSON.stringify(user.specificRules, null, 2));
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const updateUser = useUpdateUser();
  const setEnabled = useSetUserEnabled();
  const resendInvitation = useResendInvitation();
  const requirePasswordReset = useRequirePasswordReset();
  if (!canEdit) return null;
  const self = me?.id_user === user.id;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(undefined);
    setBusy(true);
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    let specificRules: unknown;
    try {
      specificRules = JSON.parse(rules || '[]');
    } catch {
      setError(new Error(t('admin.regrasInvalidas')));
      return;
    }
    void run(
      () =>
        updateUser.mutateAsync({
          id: user.id,
          body: { name, type, companies, ...(self ? {} : { roles }), specificRules },
        }),
      t('admin.salvo'),
    );
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('admin.titulo')}
        </Typography>
        <FormError error={error} />
        {!user.enabled && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('admin.desativado')}
          </Alert>
        )}
        {user.status === 'FORCE_CHANGE_PASSWORD' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('admin.aguardandoPrimeiroAcesso')}
          </Alert>
        )}
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <TextField label={t('admin.nome')} value={name} onChange={(e) => setName(e.target.value)} />
            <TextField
              select
              label={t('admin.tipo')}
              value={type}
              onChange={(e) => setType(e.target.value as typeof type)}
            >
              <MenuItem value="gali">{t('perfil.tipoGali')}</MenuItem>
              <MenuItem value="cliente">{t('perfil.tipoCliente')}</MenuItem>
            </TextField>
          </Box>
          <RolesField label={t('perfil.papeis')} value={roles} onChange={setRoles} disabled={self} />
          {self && <Typography variant="caption">{t('admin.propriosPapeis')}</Typography>}
          <CompaniesField label={t('admin.empresas')} value={companies} onChange={setCompanies} />
          <TextField
            label={t('admin.regras')}
            helperText={t('admin.regrasAjuda')}
            value={rules}
            onChange={(e) => setRules(e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={save} loading={busy}>
              {t('admin.salvar')}
            </Button>
            {!self && (
              <Button
                color={user.enabled ? 'error' : 'primary'}
                onClick={async () => {
                  if (user.enabled && !(await confirm(t('admin.desativarConfirmar', { nome: user.name }))))
                    return;
                  void run(
                    () => setEnabled.mutateAsync({ id: user.id, enabled: !user.enabled }),
                    user.enabled ? t('admin.desativadoOk') : t('admin.ativadoOk'),
                  );
                }}
              >
                {user.enabled ? t('admin.desativar') : t('admin.ativar')}
              </Button>
            )}
            {user.status === 'FORCE_CHANGE_PASSWORD' && (
              <Button
                onClick={() =>
                  void run(() => resendInvitation.mutateAsync(user.id), t('admin.conviteReenviado'))
                }
              >
                {t('admin.reenviarConvite')}
              </Button>
            )}
            {!self && user.status === 'CONFIRMED' && (
              <Button
                onClick={async () => {
                  if (await confirm(t('admin.redefinirConfirmar', { nome: user.name })))
                    void run(() => requirePasswordReset.mutateAsync(user.id), t('admin.redefinicaoExigida'));
                }}
              >
                {t('admin.exigirRedefinicao')}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
