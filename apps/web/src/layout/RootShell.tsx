import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { onSessionEnded } from '../session/session';
import { useSessionStore } from '../session/session.store';
import type { RouteHandle } from '../routing/build-router';
import { ROUTES } from '../routing/route-registry';
import { useLayoutStore } from './layout.store';
import { useLoadingStore } from './loading/loading.store';
import { useNavigationOverlay } from './loading/use-navigation-overlay';
import { computeMenus } from './menus';
import { recordLastRoute, shouldRecordNavigation } from './navigation-tracking';

// The overlay is drawn with MUI: it loads with the first page that is not plain (/login is) or when first shown.
const LoadingOverlay = lazy(async () => {
  const [{ LoadingOverlay: Overlay }, { MuiRoot }] = await Promise.all([
    import('./loading/LoadingOverlay'),
    import('../app/MuiRoot'),
  ]);
  return {
    default: () => (
      <MuiRoot baseline={false}>
        <Overlay />
      </MuiRoot>
    ),
  };
});

/** SPEC §2 application shell: the router view, the notifications (App) and the loading overlay. */
export function RootShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const previous = useRef<string | null>(null);
  const ability = useSessionStore((s) => s.ability);
  const setMenus = useLayoutStore((s) => s.setMenus);
  useNavigationOverlay();

  useEffect(() => {
    onSessionEnded(
      (motivo) =>
        void navigate('/login', {
          replace: true,
          state: { aviso: t('identidade:entrar.sessaoEncerrada'), motivo },
        }),
    );
  }, [navigate, t]);

  // Menus follow the permissions: recomputed after sign-in (login, federated, first access) and any change.
  useEffect(() => setMenus(computeMenus(ROUTES, ability)), [ability, setMenus]);

  const entry = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.entry)?.handle as
    RouteHandle | undefined;
  const overlayNeeded = useLoadingStore((s) => s.overlay.shown || s.busy.shown);
  const sidebarOpen = useLayoutStore((s) => s.sidebarOpen);
  const [overlayLoaded, setOverlayLoaded] = useState(false);
  if (!overlayLoaded && (overlayNeeded || sidebarOpen || (entry && !entry.entry.plain)))
    setOverlayLoaded(true);

  useEffect(() => {
    const title = entry ? t(entry.entry.title) : t('portal');
    document.title = entry ? `${title} · ${t('portal')}` : t('portal');
  }, [entry, t]);

  useEffect(() => {
    const full = `${location.pathname}${location.search}`;
    if (shouldRecordNavigation(previous.current, location.pathname)) recordLastRoute(full);
    previous.current = location.pathname;
  }, [location.pathname, location.search]);

  return (
    <>
      <Outlet />
      {overlayLoaded && (
        <Suspense fallback={null}>
          <LoadingOverlay />
        </Suspense>
      )}
    </>
  );
}
