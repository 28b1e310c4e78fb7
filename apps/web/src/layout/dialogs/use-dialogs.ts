import { useContext } from 'react';
import { DialogContext, type Dialogs } from './DialogProvider';

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs precisa do DialogProvider');
  return dialogs;
}

/** `await confirm('Excluir?')` → true on OK. */
export function useConfirm(): Dialogs['confirm'] {
  return useDialogs().confirm;
}
