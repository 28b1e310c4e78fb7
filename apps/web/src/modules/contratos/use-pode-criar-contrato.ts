import { subject } from '@portal/domain';
import { useSessionStore } from '../../session/session.store';

/**
 * Whether this user may write a new contract on the obra, as the API decides it: `create` on Contratos for a contract
 * of this obra in Revisão (editor_contratos, admin_contratos). The API checks again.
 */
export function usePodeCriarContrato(obraId: string | undefined): boolean {
  const ability = useSessionStore((s) => s.ability);
  if (!obraId) return false;
  return ability.can('create', subject('Contratos', { obra: obraId, status: 'Revisão' }));
}
