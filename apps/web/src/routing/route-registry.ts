import type { RouteEntry } from './route-entry';

// Each module lists its pages in modules/<module>/routes.tsx; adding a module needs no edit here.
const modules = import.meta.glob<RouteEntry[]>('../modules/*/routes.tsx', { eager: true, import: 'routes' });

/** Every page of the portal, from every module. */
export const ROUTES: RouteEntry[] = Object.values(modules).flat();
