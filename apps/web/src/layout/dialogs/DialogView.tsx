import type { RefObject } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH, type Request } from './dialog-request';

/** The dialog a DialogProvider request draws: confirm, alert, quick confirm or quick input. */
export function DialogView({
  request,
  input,
  inputRef,
  onInput,
  onClose,
}: {
  request: Request | null;
  input: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onInput: (value: string) => void;
  onClose: (ok: boolean) => void;
}) {
  const { t } = useTranslation();
  const quick = request?.kind === 'quickConfirm' || request?.kind === 'quickInput';
  return (
    <>
      <Dialog
        open={!!request}
        onClose={() => onClose(false)}
        slotProps={{
          paper: {
            sx: { width: quick ? DIALOG_WIDTH.quick : DIALOG_WIDTH.normal, maxWidth: 'calc(100% - 32px)' },
          },
        }}
        aria-labelledby="dialogo-titulo"
        aria-describedby="dialogo-mensagem"
      >
        {request && (
          <>
            <DialogTitle id="dialogo-titulo">
              {request.title ?? (request.kind === 'alert' ? t('dialogos.aviso') : t('dialogos.confirmar'))}
            </DialogTitle>
            <DialogContent>
              <DialogContentText id="dialogo-mensagem">{request.message}</DialogContentText>
              {request.kind === 'quickInput' && (
                <TextField
                  inputRef={inputRef}
                  autoFocus
                  fullWidth
                  margin="dense"
                  // The message is the question the field answers, so it is the field's name too.
                  slotProps={{ htmlInput: { 'aria-labelledby': 'dialogo-mensagem' } }}
                  value={input}
                  onChange={(e) => onInput(e.target.value)}
                  onKeyDown={(e) => e.key === 'Enter' && onClose(true)}
                />
              )}
            </DialogContent>
            <DialogActions>
              {request.kind !== 'alert' && (
                <Button onClick={() => onClose(false)}>{t('dialogos.cancelar')}</Button>
              )}
              <Button
                variant="contained"
                onClick={() => onClose(true)}
                autoFocus={request.kind !== 'quickInput'}
              >
                {t('dialogos.ok')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
