import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { subject, type TSeguroRamo } from '@portal/domain';
import { useSessionStore } from '../../../session/session.store';
import { ApolicesLista } from '../components/ApolicesLista';

const SUBJECT = { risco_engenharia: 'SEGUROS', pleno_funcionamento: 'SEGUROS_PLENO' } as const;

function ApolicesDaObra({ ramo }: { ramo: TSeguroRamo }) {
  const { t } = useTranslation(['seguros', 'segurosAlertas'], { nsMode: 'fallback' });
  const { obra = '' } = useParams();
  const ability = useSessionStore((s) => s.ability);
  return (
    <ApolicesLista
      key={ramo}
      title={t(`ramo.${ramo}`)}
      obraId={obra}
      ramo={ramo}
      podeCriar={ability.can('create', subject(SUBJECT[ramo], { obra }))}
    />
  );
}

/** /:obra/seguros (SPEC /seguros): the obra's engineering-risk policies (OCC, IM, IM+OCC). */
export function RiscoEngenhariaPage() {
  return <ApolicesDaObra ramo="risco_engenharia" />;
}

/** /:obra/seguros/perfeito (SPEC /seguros/perfeito): the obra's full-operation policies, after delivery. */
export function PlenoFuncionamentoPage() {
  return <ApolicesDaObra ramo="pleno_funcionamento" />;
}
