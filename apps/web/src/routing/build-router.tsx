import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RootShell } from '../layout/RootShell';
import { PageLoading } from '../layout/PageLoading';
import { guardLoader } from './guard-loader';
import type { LayoutKind, RouteEntry } from './route-entry';
import { ROUTES } from './route-registry';

export interface RouteHandle {
  entry: RouteEntry;
}

function toRoute(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    loader: guardLoader(entry),
    lazy: async () => ({ Component: (await entry.load()) as ComponentType }),
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
          lazy: async () => ({ Component: (await import('./signed-in-root')).SignedInRoot }),
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
