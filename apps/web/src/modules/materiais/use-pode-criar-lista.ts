import { subject } from '@portal/domain';
import { useSessionStore } from '../../session/session.store';

/**
 * Which lists this user may configure on the obra, as the API decides it: an obra's list with `create` or
 * `create_obra`, a project's with `create` or `create_projeto` (a new list is EM ELABORAÇÃO). The API checks again.
 */
export function usePodeCriarLista(obraId: string | undefined): { obra: boolean; projeto: boolean } {
  const ability = useSessionStore((s) => s.ability);
  if (!obraId) return { obra: false, projeto: false };
  const can = (action: 'create' | 'create_obra' | 'create_projeto') =>
    ability.can(action, subject('Materiais', { obra: obraId, Id_Lista: obraId, Status: 'EM ELABORAÇÃO' }));
  return { obra: can('create') || can('create_obra'), projeto: can('create') || can('create_projeto') };
}
