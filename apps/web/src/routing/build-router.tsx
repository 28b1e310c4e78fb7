import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RootShell } from '../layout/RootShell';
import { OpenLayout } from '../layout/OpenLayout';
import { SidebarLayout } from '../layout/SidebarLayout';
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

/** The router: every module's pages under the layout each declares, behind the guard. */
export function buildRouter() {
  return createBrowserRouter([
    {
      Component: RootShell,
      HydrateFallback: PageLoading,
      children: [
        ...layoutChildren('publico'),
        { Component: OpenLayout, children: layoutChildren('aberto') },
        { element: <SidebarLayout list="geral" />, children: layoutChildren('geral') },
        { element: <SidebarLayout list="obra" />, children: layoutChildren('obra') },
        { element: <SidebarLayout list="fabrica" />, children: layoutChildren('fabrica') },
        {
          path: '*',
          loader: ({ request }) => redirect(`/404?de=${encodeURIComponent(new URL(request.url).pathname)}`),
        },
      ],
    },
  ]);
}
