import { useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { clearLocalSession } from '../../../../session/session';
import { signOutAndLeave } from '../../../../session/sign-out';
import { useDeleteOwnAccount } from '../../identity.queries';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Sign out everywhere, and delete one's own account. */
export function SessionsCard() {
  const { t } = useTranslation('identidade');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const toLogin = () => void navigate('/login', { replace: true });
  const [deleting, setDeleting] = useState(false);
  const deleteOwnAccount = useDeleteOwnAccount();

  const signOutEverywhere = async () => {
    if (!(await confirm(t('seguranca.sairTodosConfirmar')))) return;
    try {
      await signOutAndLeave(true, toLogin);
    } catch {
      enqueueSnackbar(t('sair.timeout'), { variant: 'warning' });
      toLogin();
    }
  };
  // A refusal (wrong password, last administrator) is shown in the dialog, which stays open.
  const deleteAccount = async (senha: string) => {
    await deleteOwnAccount.mutateAsync(senha);
    setDeleting(false);
    clearLocalSession();
    toLogin();
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          {t('seguranca.sessoes')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('seguranca.sessoesTexto')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="outlined" onClick={() => void signOutEverywhere()}>
            {t('seguranca.sairTodos')}
          </Button>
          <Button color="error" onClick={() => setDeleting(true)}>
            {t('seguranca.excluirConta')}
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('seguranca.excluirContaTexto')}
        </Typography>
        <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} onConfirm={deleteAccount} />
      </CardContent>
    </Card>
  );
}
