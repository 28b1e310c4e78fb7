import type { ComponentType, LazyExoticComponent } from 'react';
import type { TAction, TSubject } from '@portal/domain';
import type { EnvioGuardado } from '../lib/offline/envios-db';
import type { RouteIcon } from './lazy-icon';

/** Where a page is drawn (SPEC §2): no chrome, the open top bar, or a sidebar layout. */
export type LayoutKind = 'publico' | 'aberto' | 'geral' | 'obra' | 'fabrica';

/** The menu a page belongs to (SPEC §3 "three menu link lists"). */
export type MenuList = 'obra' | 'geral' | 'fabrica';

/**
 * One page of the portal. Every module lists its pages in `modules/<module>/routes.tsx`; the router, the guard,
 * the menus and the breadcrumbs all read these entries.
 */
export interface RouteEntry {
  /** Full path as in SPEC §2, e.g. `/obras/:obra/atualizar`. */
  path: string;
  /** i18n key of the page title (also the menu label). */
  title: string;
  /** The menu icon, `lazyIcon(() => import('@mui/icons-material/…'))`. */
  icon?: RouteIcon;
  /**
   * The crumbs between the obra (or Início) and this page's own title: an i18n key, or a key with where it leads
   * (`:obra` in `to` is filled with the page's obra, e.g. `/diarios?obra=:obra`). Início, the obra and the
   * "Administração" group of administration pages come first on their own (layout/breadcrumb-trail.ts).
   */
  breadcrumb?: (string | { label: string; to?: string })[];
  /** Permission subject(s); none means any signed-in user may open it (SPEC §5 rule 3). */
  subject?: TSubject | TSubject[];
  /** Action(s), default read; any one of them on any subject passes. */
  action?: TAction | TAction[];
  /** Shown in the menu (when also allowed). */
  menu?: boolean;
  /** Menu group heading (SPEC §2: RDO, Contratos, CRE, SGI, Produto, Jurídico, Field Services...). */
  menuGroup?: string;
  /**
   * Its place in its menu list: lower first, the same number in module order (alphabetical). A page added to
   * another module's group (the library and the gallery in the obra's) comes after that module's own pages.
   */
  menuOrder?: number;
  /** Which of the three menu lists holds it; defaults from the layout. */
  menuList?: MenuList;
  layout: LayoutKind;
  /**
   * The page works on one obra, the `:obra` of its path (SPEC "needs site"), so its permission is always checked
   * against that obra: without one the guard sends the person to pick an obra, never to a general check.
   */
  needsSite?: boolean;
  /**
   * Under maintenance in this build (→ /manutencao). The list an administrator edits at run time does the same
   * without a deploy; this flag is for a page that must stay closed until a new version ships.
   */
  maintenance?: boolean;
  /** No sign-in needed. */
  public?: boolean;
  /**
   * A public page drawn with plain elements and its own CSS, without MUI (/login: its download stays small). Every
   * other public page gets the MUI theme around it.
   */
  plain?: boolean;
  /**
   * Namespaces of locales/pt-BR/paginas the page shows, loaded with its code (every signed-in page has the others).
   */
  namespaces?: string[];
  /** The page's component, loaded on demand. */
  load: () => Promise<ComponentType>;
}

/**
 * A card a module adds to the obra dashboard (`/obras/:obra`). Each module exports its cards as `dashboardCards`
 * from its `modules/<module>/routes.tsx`; the dashboard draws, in `order`, those the user may see, so the obras
 * module never imports another module.
 */
export interface DashboardCard {
  /** Unique among the cards (the React key). */
  id: string;
  /** Lower first; the obra's own facts come before every card. */
  order: number;
  /** Permission, as for a route and checked against this obra: any action on any subject; none shows it to all. */
  subject?: TSubject | TSubject[];
  action?: TAction | TAction[];
  /** Loaded on demand, so the card's libraries (charts...) stay out of the dashboard's first download. */
  component: LazyExoticComponent<ComponentType<{ obraId: string }>>;
}

/**
 * Something a module adds to the top bar of the signed-in layouts (the search box, the notification bell), exported
 * as `topBarItems` from its routes.tsx and drawn in `order` before the user menu, so the shell imports no module.
 */
export interface TopBarItem {
  /** Unique among the items (the React key). */
  id: string;
  /** Lower first (nearer the centre of the bar). */
  order: number;
  /** Loaded on demand, after the page: the bar's own code stays out of the first download. */
  component: LazyExoticComponent<ComponentType>;
}

/** What a list page exports (ListPage's `exportar`): the list's name and its query as the list endpoint takes it. */
export interface ListExport {
  /** The list as the API registers it (`diarios`, `obras`...). */
  lista: string;
  /** Search, filters and sort, as sent to the list endpoint (paging is left out by the API). */
  filtros: Record<string, string | number | boolean | string[] | null | undefined>;
  /** Nothing to export yet (an empty or still loading list, filters the API would refuse). */
  disabled?: boolean;
}

/**
 * The "Exportar Excel" button every list page shows (ListPage `exportar`): exported as `listExportButton` from the
 * routes.tsx of the module that makes exports (one module at most), so the list component imports no module.
 */
export type ListExportButton = LazyExoticComponent<ComponentType<ListExport>>;

/**
 * A card a module adds to the user's own profile page (`/usuarios`: their notification settings...), exported as
 * `profileCards` from its routes.tsx and drawn in `order` after the profile's own cards, so the profile page imports
 * no module.
 */
export interface ProfileCard {
  /** Unique among the cards (the React key). */
  id: string;
  order: number;
  /** Loaded on demand, with the profile page. */
  component: LazyExoticComponent<ComponentType>;
}

/**
 * How the guard learns what the rules need about an obra (its site manager...): the obras module exports one as
 * `siteFactsLoader` from its routes.tsx.
 */
export type SiteFactsLoader = (obraId: string) => Promise<Record<string, unknown>>;

/**
 * A kind of record that can be made with no signal and waits on the device (lib/offline): exported as `offlineKinds`
 * from its module's routes.tsx. `load` brings the code that sends it, only when something of the kind waits.
 */
export interface OfflineKindEntry {
  tipo: string;
  load: () => Promise<OfflineKind>;
}

export interface OfflineKind {
  /**
   * Sends one waiting item: creates the record with the item's id as idempotency key, then whatever remains
   * (photos, each with its own key), saving progress through `progresso`. Answers where the record is now. Throws the
   * API's ApiError: a `CONFLICT` is shown with both versions (`Conflito`), a network error leaves the item waiting.
   */
  enviar(
    envio: EnvioGuardado,
    progresso: (mudanca: Partial<EnvioGuardado>) => Promise<void>,
  ): Promise<{ link: string }>;
  /** What the user sees when the server already has a record for the same thing: theirs and the server's. */
  Conflito?: ComponentType<{ envio: EnvioGuardado }>;
}
