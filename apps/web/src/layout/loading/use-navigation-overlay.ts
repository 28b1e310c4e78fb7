import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { setLoading } from './loading.store';

/**
 * Once shown, the overlay stays 4 s (SPEC §4), so a quick page change must not raise it: only a navigation (the
 * guard, the page's code arriving) still running after this long does.
 */
export const NAVIGATION_OVERLAY_AFTER_MS = 1000;

const SOURCE = 'navegacao';

/** Shows the loading overlay while a slow route change runs. */
export function useNavigationOverlay(): void {
  const navigating = useNavigation().state === 'loading';
  useEffect(() => {
    if (!navigating) return;
    const timer = setTimeout(() => setLoading(true, SOURCE), NAVIGATION_OVERLAY_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setLoading(false, SOURCE);
    };
  }, [navigating]);
}
