import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../../layout/dialogs/DialogProvider';
import { useSessionStore } from '../../../../session/session.store';
import { FormError } from '../FormError';
import { PasswordField } from '../PasswordField';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the deletion with the typed password; a refusal (wrong password, last administrator) stays shown here. */
  onConfirm: (senha: string) => Promise<void>;
}

/**
 * Deleting one's own account asks for the password again. Someone who signed in by SSO may have no password: they
 * leave it blank, and the portal accepts it within a few minutes of that sign-in.
 */
export function DeleteAccountDialog({ open, onClose, onConfirm }: DeleteAccountDialogProps) {
  const { t } = useTranslation('identidade');
  const viaSso = useSessionStore((s) => s.user?.signInMethod === 'sso');
  const [senha, setSenha] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setSenha('');
    setError(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      await onConfirm(senha);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="excluir-conta-titulo"
      aria-describedby="excluir-conta-texto"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.normal, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="excluir-conta-titulo">{t('seguranca.excluirConta')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="excluir-conta-texto" sx={{ mb: 2 }}>
            {t('seguranca.excluirContaConfirmar')}
          </DialogContentText>
          <FormError error={error} />
          <PasswordField
            label={t('seguranca.excluirContaSenha')}
            autoComplete="current-password"
            autoFocus
            fullWidth
            required={!viaSso}
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            helperText={viaSso ? t('seguranca.excluirContaSso') : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('seguranca.cancelar')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={busy} disabled={!viaSso && !senha}>
            {t('seguranca.excluirContaBotao')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
