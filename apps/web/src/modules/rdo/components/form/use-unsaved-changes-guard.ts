import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';

/**
 * Asks before leaving a form with unsaved changes (another page of the portal, or closing the tab): a day's report
 * typed on site is long, and a stray tap on the menu must not throw it away. `saving` lets the form's own
 * navigation after a successful save through.
 */
export function useUnsavedChangesGuard(dirty: boolean, saving: RefObject<boolean>, message: string) {
  const confirm = useConfirm();
  const { state, proceed, reset } = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (state !== 'blocked') return;
    void confirm(message).then((ok) => (ok ? proceed?.() : reset?.()));
  }, [state, proceed, reset, confirm, message]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!saving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, saving]);
}
