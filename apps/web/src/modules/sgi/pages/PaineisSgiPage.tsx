import { useTranslation } from 'react-i18next';
import type { TSgiCategoria } from '@portal/domain';
import { useSessionStore } from '../../../session/session.store';
import { AuditoriasCard } from '../components/auditorias/AuditoriasCard';
import { OcorrenciasLista } from '../components/lista/OcorrenciasLista';
import { PainelSgi } from '../components/painel/PainelSgi';

/** The page's title (h1) per category; the general page's without one. */
const TITULO: Record<TSgiCategoria | 'geral', string> = {
  geral: 'titulos.geral',
  qualidade: 'titulos.qualidade',
  meio_ambiente: 'titulos.meioAmbiente',
  seguranca: 'titulos.seguranca',
  auditoria: 'titulos.auditoria',
};

/**
 * A category's page (all of SGI without one): its dashboard and its occurrences; the audits page also lists the
 * audits, which the SGI team plans there.
 */
function PainelDaCategoria({ categoria }: { categoria?: TSgiCategoria }) {
  const { t } = useTranslation('sgi');
  const equipe = useSessionStore((s) => s.ability.can('accept', 'TicketSgi'));
  return (
    <OcorrenciasLista
      key={categoria ?? 'geral'}
      title={t(TITULO[categoria ?? 'geral'])}
      categoria={categoria}
      painel={(filtro) => (
        <>
          {categoria === 'auditoria' && <AuditoriasCard podePlanejar={equipe} />}
          <PainelSgi {...filtro} />
        </>
      )}
    />
  );
}

/** /sgi: every category. */
export function SgiGeralPage() {
  return <PainelDaCategoria />;
}

/** /sgi/qualidade */
export function SgiQualidadePage() {
  return <PainelDaCategoria categoria="qualidade" />;
}

/** /sgi/meioAmbiente */
export function SgiMeioAmbientePage() {
  return <PainelDaCategoria categoria="meio_ambiente" />;
}

/** /sgi/seguranca */
export function SgiSegurancaPage() {
  return <PainelDaCategoria categoria="seguranca" />;
}

/** /sgi/auditoria: the audits' occurrences, and the audits. */
export function SgiAuditoriaPage() {
  return <PainelDaCategoria categoria="auditoria" />;
}
