/**
 * Drops the API answers the service worker kept for offline (vite.config.ts `runtimeCaching`: one person's obras,
 * RDO templates and OS), so they never outlive that person's session on a shared phone. Every cache but the app's
 * own files (Workbox's precache, the same for everyone) goes. The offline queue lives in IndexedDB and stays.
 */
export function forgetOfflineAnswers(): void {
  if (typeof caches === 'undefined') return;
  void caches
    .keys()
    .then((names) =>
      Promise.all(
        names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)),
      ),
    )
    .catch(() => undefined);
}
