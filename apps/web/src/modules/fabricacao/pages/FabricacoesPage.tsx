import { useSessionStore } from '../../../session/session.store';
import { FabricacoesLista } from '../components/lista/FabricacoesLista';

/** /fabricacao (SPEC "all manufacturing"): every fabrication the user may read. */
export function FabricacoesPage() {
  const ability = useSessionStore((s) => s.ability);
  return <FabricacoesLista podeCriar={ability.can('create', 'Fabricacao')} exportar />;
}
