import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
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

/** SPEC §9: dialog, confirm and alert 400 px wide; quick confirm and quick input 350 px. */
export const DIALOG_WIDTH = { normal: 400, quick: 350 } as const;

type Request =
  | { kind: 'confirm' | 'quickConfirm'; message: string; title?: string; resolve: (ok: boolean) => void }
  | { kind: 'alert'; message: string; title?: string; resolve: () => void }
  | {
      kind: 'quickInput';
      message: string;
      title?: string;
      initial: string;
      resolve: (value: string | null) => void;
    };

export interface Dialogs {
  confirm(message: string, title?: string): Promise<boolean>;
  quickConfirm(message: string, title?: string): Promise<boolean>;
  alert(message: string, title?: string): Promise<void>;
  quickInput(message: string, initial?: string, title?: string): Promise<string | null>;
}

export const DialogContext = createContext<Dialogs | null>(null);

/** Promise-based confirm (OK/Cancelar), alert (OK), quick confirm and quick input dialogs. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<Request | null>(null);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const open = useCallback((next: Request) => {
    if (next.kind === 'quickInput') setInput(next.initial);
    setRequest(next);
  }, []);

  const dialogs = useMemo<Dialogs>(
    () => ({
      confirm: (message, title) =>
        new Promise((resolve) => open({ kind: 'confirm', message, title, resolve })),
      quickConfirm: (message, title) =>
        new Promise((resolve) => open({ kind: 'quickConfirm', message, title, resolve })),
      alert: (message, title) => new Promise((resolve) => open({ kind: 'alert', message, title, resolve })),
      quickInput: (message, initial = '', title) =>
        new Promise((resolve) => open({ kind: 'quickInput', message, title, initial, resolve })),
    }),
    [open],
  );

  const close = (ok: boolean) => {
    if (!request) return;
    if (request.kind === 'alert') request.resolve();
    else if (request.kind === 'quickInput') request.resolve(ok ? input : null);
    else request.resolve(ok);
    setRequest(null);
  };

  const quick = request?.kind === 'quickConfirm' || request?.kind === 'quickInput';
  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      <Dialog
        open={!!request}
        onClose={() => close(false)}
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
                  onChange={(e) => setInput(e.target.value)}
                  onKeyDown={(e) => e.key === 'Enter' && close(true)}
                />
              )}
            </DialogContent>
            <DialogActions>
              {request.kind !== 'alert' && (
                <Button onClick={() => close(false)}>{t('dialogos.cancelar')}</Button>
              )}
              <Button
                variant="contained"
                onClick={() => close(true)}
                autoFocus={request.kind !== 'quickInput'}
              >
                {t('dialogos.ok')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </DialogContext.Provider>
  );
}
