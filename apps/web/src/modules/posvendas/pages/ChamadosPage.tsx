import { useSessionStore } from '../../../session/session.store';
import { ChamadosLista } from '../components/lista/ChamadosLista';

/**
 * /posvendas (SPEC "all tickets"): every ticket the user may read. The team (and its readers: `readInterno`) filter
 * by client and responsible and export; whoever may create opens a ticket here, a client for their own obras.
 */
export function ChamadosPage() {
  const ability = useSessionStore((s) => s.ability);
  return (
    <ChamadosLista
      podeCriar={ability.can('create', 'PosVendas')}
      equipe={ability.can('readInterno', 'PosVendas')}
    />
  );
}
