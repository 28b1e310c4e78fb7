import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { subject, type TProcessoTipo } from '@portal/domain';
import { useSessionStore } from '../../../session/session.store';
import { ProcessosLista } from '../components/lista/ProcessosLista';

const TITULO: Record<TProcessoTipo, string> = {
  civel: 'rotas.juridicoCivel',
  trabalhista: 'rotas.juridicoTrabalhista',
};

/** One kind of case: the obra's (`/:obra/juridico/...`) or every obra's the user may read (`/juridico/...`). */
function Processos({ tipo }: { tipo: TProcessoTipo }) {
  const { t } = useTranslation();
  const { obra } = useParams();
  const ability = useSessionStore((s) => s.ability);
  return (
    <ProcessosLista
      key={`${tipo}-${obra ?? ''}`}
      title={t(TITULO[tipo])}
      tipo={tipo}
      obraId={obra}
      podeCriar={
        obra
          ? ability.can('create', subject('ProcessoJuridico', { obra }))
          : ability.can('create', 'ProcessoJuridico')
      }
      podeEditar={ability.can('update', 'ProcessoJuridico')}
    />
  );
}

/** /juridico/civil and /:obra/juridico/civil (SPEC "Processo Civil"). */
export function ProcessosCiveisPage() {
  return <Processos tipo="civel" />;
}

/** /juridico/trabalhista and /:obra/juridico/trabalhista (SPEC "Processo Trabalhista"). */
export function ProcessosTrabalhistasPage() {
  return <Processos tipo="trabalhista" />;
}
