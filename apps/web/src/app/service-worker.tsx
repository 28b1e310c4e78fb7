import { Button } from '@mui/material';
import i18next from 'i18next';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { registerSW } from 'virtual:pwa-register';

/** How often an open portal asks whether a new version was deployed (a single-page app rarely navigates). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * A page the worker did not serve (the first visit, or one opened while the worker was still installing) read the
 * session, the obra and its forms past it, so nothing was kept for offline: once the worker controls the page (its
 * first install takes open pages over), the same is asked again through it.
 */
function keepWhatThisPageRead(): void {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.workerStart > 0) return;
  // Plain requests, not the query cache's refetch: redrawing every query under someone typing in a filter lost
  // what they typed (the gallery's period). The worker keeps only the answers its runtime routes name.
  const askAgain = () => {
    const lidas = new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/api/'))
        .map((url) => url.pathname + url.search),
    );
    lidas.add('/api/me');
    for (const url of lidas)
      void fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(
        () => undefined,
      );
  };
  if (navigator.serviceWorker.controller) askAgain();
  else navigator.serviceWorker.addEventListener('controllerchange', askAgain, { once: true });
}

/**
 * Registers the service worker (vite.config.ts, VitePWA). A new version waits for the user's "Atualizar" in a toast
 * that stays: the page never reloads under someone typing. Updating replaces only the app's own files; the offline
 * queue (IndexedDB, lib/offline) and the kept API answers are not touched.
 */
export function registerServiceWorker(): void {
  keepWhatThisPageRead();
  // Another tab's "Atualizar" also moves this one to the new worker: only the tab that asked reloads.
  let asked = false;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      enqueueSnackbar(i18next.t('versoes.novaDisponivel'), {
        variant: 'info',
        persist: true,
        action: (key) => (
          <Button
            color="inherit"
            onClick={() => {
              asked = true;
              closeSnackbar(key);
              void update();
            }}
          >
            {i18next.t('versoes.atualizar')}
          </Button>
        ),
      }),
    onNeedReload: () => {
      if (asked) window.location.reload();
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}
