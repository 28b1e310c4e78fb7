import { OS_TIPOS, OS_TIPO_SUBJECT, subject, type TOsTipo } from '@portal/domain';
import { useSessionStore } from '../../session/session.store';
import { obraFacts, useObra } from '../obras/obras.queries';

/**
 * The teams whose orders this user may open on the obra: the rules read the obra and its site manager (a new order
 * is open, so the open-order rules count). The API checks again when the order is sent.
 */
export function useTiposQuePodeCriar(
  obraId: string | undefined,
  tipos: readonly TOsTipo[] = OS_TIPOS,
): TOsTipo[] {
  const obra = useObra(obraId);
  const ability = useSessionStore((s) => s.ability);
  if (!obraId || !obra.data) return [];
  const record = { obra: obraId, status: 'aberta', ...obraFacts(obra.data), responsavel: { mail: null } };
  return tipos.filter((tipo) => ability.can('create', subject(OS_TIPO_SUBJECT[tipo], { ...record })));
}
