/**
 * A page where no download has finished for this long is done loading (its lazy cards and charts included), even on
 * a slow phone whose answers come a second or two apart.
 */
const QUIET_MS = 5000;
/** A page that never stops asking (polling) still gets the worker, this long after it loaded. */
const LATEST_MS = 30_000;

let started = false;

/**
 * Runs `start` once the page has loaded, no download has finished for QUIET_MS and the browser is idle: the
 * worker's precache (the whole app, about 1 MB compressed, 320 files) never competes with a phone's first page on
 * a weak signal.
 */
function whenPageSettled(start: () => void): void {
  const watch = () => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      clearTimeout(quiet);
      clearTimeout(latest);
      if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
      else start();
    };
    let quiet = setTimeout(finish, QUIET_MS);
    const latest = setTimeout(finish, LATEST_MS);
    const observer =
      'PerformanceObserver' in window
        ? new PerformanceObserver(() => {
            clearTimeout(quiet);
            quiet = setTimeout(finish, QUIET_MS);
          })
        : undefined;
    observer?.observe({ type: 'resource' });
  };
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
}

/**
 * The installable, offline portal (issue 24), started by the signed-in shell only: /login neither downloads the
 * registration code nor starts the precache. The code itself (service-worker.tsx, Workbox's window library) comes
 * after the page has settled, out of the first download.
 */
export function startServiceWorker(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  whenPageSettled(() => void import('./service-worker').then((worker) => worker.registerServiceWorker()));
}
