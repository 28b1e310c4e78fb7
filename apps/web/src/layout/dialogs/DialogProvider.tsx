import { createContext, lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Request } from './dialog-request';

// The dialogs' MUI parts (Dialog, TextField...) load with the first dialog asked for, not with every page.
const DialogView = lazy(async () => ({ default: (await import('./DialogView')).DialogView }));

export { DIALOG_WIDTH } from './dialog-request';

export interface Dialogs {
  confirm(message: string, title?: string): Promise<boolean>;
  quickConfirm(message: string, title?: string): Promise<boolean>;
  alert(message: string, title?: string): Promise<void>;
  quickInput(message: string, initial?: string, title?: string): Promise<string | null>;
}

export const DialogContext = createContext<Dialogs | null>(null);

/** Promise-based confirm (OK/Cancelar), alert (OK), quick confirm and quick input dialogs. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  // Once a dialog was asked for, the view stays mounted, so closing plays its transition.
  const [used, setUsed] = useState(false);

  const open = useCallback((next: Request) => {
    if (next.kind === 'quickInput') setInput(next.initial);
    setUsed(true);
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

  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <DialogView
            request={request}
            input={input}
            inputRef={inputRef}
            onInput={setInput}
            onClose={close}
          />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
