import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { loadNamespaces, NAMESPACES } from '../app/i18n';
import { RootShell } from '../layout/RootShell';
import { PageLoading } from '../layout/PageLoading';
import { guardLoader } from './guard-loader';
import type { LayoutKind, RouteEntry } from './route-entry';
import { ROUTES } from './route-registry';

export interface RouteHandle {
  entry: RouteEntry;
}

/**
 * The texts a page needs besides `comum` (always there), loaded with its code: the public pages (sign-in, errors)
 * use `identidade`; a signed-in page may show any module's texts (menus, crumbs), so it loads all but the other
 * pages' own (locales/pt-BR/paginas). Either kind adds its own from there (`entry.namespaces`: the ethics channel's
 * public pages).
 */
const PUBLIC_NAMESPACES = ['identidade'];

/**
 * The guard runs again when the page changes, not when only its query does: a list's filters live in the address,
 * and asking the session, maintenance and site again on each typed digit made the list redraw behind the typing.
 */
const guardAgain: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

function toRoute(entry: RouteEntry): RouteObject {
  const namespaces = [
    ...(entry.layout === 'publico' ? PUBLIC_NAMESPACES : NAMESPACES),
    ...(entry.namespaces ?? []),
  ];
  return {
    path: entry.path,
    loader: guardLoader(entry),
    shouldRevalidate: guardAgain,
    lazy: async () => {
      // A public page but /login gets the MUI theme with it (the signed-in ones have it from SignedInRoot).
      const themed = entry.layout === 'publico' && !entry.plain;
      const [Component, , mui] = await Promise.all([
        entry.load(),
        loadNamespaces(namespaces),
        themed ? import('../app/MuiRoot') : null,
      ]);
      if (!mui) return { Component: Component as ComponentType };
      const Page = Component as ComponentType;
      return {
        Component: () => (
          <mui.MuiRoot>
            <Page />
          </mui.MuiRoot>
        ),
      };
    },
    handle: { entry } satisfies RouteHandle,
  };
}

function layoutChildren(kind: LayoutKind): RouteObject[] {
  return ROUTES.filter((r) => r.layout === kind).map(toRoute);
}

/** The layout of the signed-in pages of one kind, loaded on demand. */
function layout(kind: Exclude<LayoutKind, 'publico'>) {
  return async () => {
    if (kind === 'aberto') return { Component: (await import('../layout/OpenLayout')).OpenLayout };
    const { SidebarLayout } = await import('../layout/SidebarLayout');
    return { element: <SidebarLayout list={kind} /> };
  };
}

/** The router: every module's pages under the layout each declares, behind the guard. */
export function buildRouter() {
  return createBrowserRouter([
    {
      Component: RootShell,
      HydrateFallback: PageLoading,
      children: [
        ...layoutChildren('publico'),
        {
          // Every signed-in page: the date pickers' provider and the layouts load with the first of them, not
          // with the sign-in page (each route's code, layout or page, loads in parallel when it matches).
          lazy: async () => {
            const [{ SignedInRoot }] = await Promise.all([
              import('./signed-in-root'),
              loadNamespaces(NAMESPACES),
            ]);
            return { Component: SignedInRoot };
          },
          children: [
            { lazy: layout('aberto'), children: layoutChildren('aberto') },
            { lazy: layout('geral'), children: layoutChildren('geral') },
            { lazy: layout('obra'), children: layoutChildren('obra') },
            { lazy: layout('fabrica'), children: layoutChildren('fabrica') },
          ],
        },
        {
          path: '*',
          loader: ({ request }) => redirect(`/404?de=${encodeURIComponent(new URL(request.url).pathname)}`),
        },
      ],
    },
  ]);
}
