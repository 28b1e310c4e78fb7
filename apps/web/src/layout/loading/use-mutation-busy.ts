import { useEffect } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setBusy } from './loading.store';

const SOURCE = 'alteracoes';

/**
 * Shows the busy indicator while a change is sent to the server (any TanStack Query mutation). A mutation that has
 * its own progress on screen opts out with `meta: { ocupado: false }`.
 */
export function useMutationBusy(): void {
  const { t } = useTranslation();
  const saving = useIsMutating({ predicate: (m) => m.options.meta?.ocupado !== false }) > 0;
  const message = t('shell.processando');
  useEffect(() => {
    if (!saving) return;
    setBusy(true, message, SOURCE);
    return () => setBusy(false, '', SOURCE);
  }, [saving, message]);
}
