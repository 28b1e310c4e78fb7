import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { MenuList } from '../routing/route-entry';

export interface Crumb {
  label: string;
  to?: string;
}

/** What only the page knows for its breadcrumbs, once its data arrives (see usePageBreadcrumbs). */
export interface PageCrumbs {
  /** The obra the page is about when its path has no `:obra` (an RDO's obra). */
  obra?: string;
  /** Crumbs after the route's own ones (the RDO an edit page belongs to). */
  trail?: Crumb[];
  /** The page's own label instead of the route title ("RDO nº 12", a person's name). */
  current?: string;
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
  pageCrumbs: PageCrumbs | null;
  sidebarOpen: boolean;
  menus: Record<MenuList, MenuLink[]>;
  redirect: string | null;
  toggleMenuCollapsed(): void;
  setSidebarOpen(open: boolean): void;
  setPageCrumbs(crumbs: PageCrumbs | null): void;
  setMenus(menus: Record<MenuList, MenuLink[]>): void;
  setRedirect(path: string | null): void;
}

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      menuCollapsed: false,
      pageCrumbs: null,
      sidebarOpen: false,
      menus: { obra: [], geral: [], fabrica: [] },
      redirect: null,
      toggleMenuCollapsed: () => set((s) => ({ menuCollapsed: !s.menuCollapsed })),
      setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
      setPageCrumbs: (pageCrumbs) => set({ pageCrumbs }),
      setMenus: (menus) => set({ menus }),
      setRedirect: (redirect) => set({ redirect }),
    }),
    {
      name: 'layout',
      partialize: (s) => ({ menuCollapsed: s.menuCollapsed, redirect: s.redirect }),
    },
  ),
);
