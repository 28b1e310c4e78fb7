import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { installZodPtBr } from '@portal/domain';
import { DialogProvider } from '../layout/dialogs/DialogProvider';
import { useMutationBusy } from '../layout/loading/use-mutation-busy';
import { queryClient } from './query-client';
import { TOAST_OPTIONS } from './toast-options';

// Form validation messages in pt-BR, set once when the first page that may validate a form loads.
installZodPtBr();

function MutationBusy() {
  useMutationBusy();
  return null;
}

/**
 * What the pages that read or change data have around them: server state (TanStack Query), toasts, dialogs, the
 * busy indicator of changes and zod's pt-BR messages. Loaded with the first signed-in page (routing/signed-in-root)
 * or by the sign-in steps that need it (WithAppServices), never with /login itself: the sign-in form does without.
 */
export function AppServices({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider {...TOAST_OPTIONS}>
        <DialogProvider>
          <MutationBusy />
          {children}
        </DialogProvider>
      </SnackbarProvider>
    </QueryClientProvider>
  );
}
