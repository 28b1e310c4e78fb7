import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { MenuList } from '../routing/route-entry';

export interface Crumb {
  label: string;
  to?: string;
}

export interface MenuLink {
  path: string;
  title: string;
  group?: string;
  icon?: string;
}

/** SPEC §3 "Layout state". The collapsed-menu flag and the redirect target survive a reload. */
interface LayoutState {
  menuCollapsed: boolean;
  breadcrumbs: Crumb[];
  sidebarOpen: boolean;
  menus: Record<MenuList, MenuLink[]>;
  redirect: string | null;
  toggleMenuCollapsed(): void;
  setSidebarOpen(open: boolean): void;
  setBreadcrumbs(crumbs: Crumb[]): void;
  setMenus(menus: Record<MenuList, MenuLink[]>): void;
  setRedirect(path: string | null): void;
}

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      menuCollapsed: false,
      breadcrumbs: [],
      sidebarOpen: false,
      menus: { obra: [], geral: [], fabrica: [] },
      redirect: null,
      toggleMenuCollapsed: () => set((s) => ({ menuCollapsed: !s.menuCollapsed })),
      setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
      setBreadcrumbs: (breadcrumbs) => set({ breadcrumbs }),
      setMenus: (menus) => set({ menus }),
      setRedirect: (redirect) => set({ redirect }),
    }),
    {
      name: 'layout',
      partialize: (s) => ({ menuCollapsed: s.menuCollapsed, redirect: s.redirect }),
    },
  ),
);
