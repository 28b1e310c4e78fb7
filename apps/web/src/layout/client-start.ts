import { useSessionStore } from '../session/session.store';
import { generalGroups } from './general-groups';
import { useLayoutStore } from './layout.store';
import { resolvePath } from './menus';

/**
 * Where a client who follows no obra starts instead of Início (an empty list of obras): the first page of their
 * menu, e.g. a partner law firm's lawyer at their cases. Null for everyone else, and while the menus are not known.
 */
export function useClientStartPage(): string | null {
  const user = useSessionStore((s) => s.user);
  const geral = useLayoutStore((s) => s.menus.geral);
  if (!user || user.type !== 'cliente' || user.obras.length > 0) return null;
  const first = generalGroups(geral).flatMap(([, links]) => links)[0];
  return first ? resolvePath(first.path, {}) : null;
}
