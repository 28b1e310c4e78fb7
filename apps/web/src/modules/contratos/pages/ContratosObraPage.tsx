import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContratosLista } from '../components/lista/ContratosLista';
import { usePodeCriarContrato } from '../use-pode-criar-contrato';

/** /:obra/contrato (SPEC /{obra}/contrato): the obra's contracts; "Novo contrato" for whoever writes them. */
export function ContratosObraPage() {
  const { t } = useTranslation();
  const { obra = '' } = useParams();
  const podeCriar = usePodeCriarContrato(obra);
  return <ContratosLista title={t('rotas.contratosObra')} obraId={obra} podeCriar={podeCriar} />;
}
