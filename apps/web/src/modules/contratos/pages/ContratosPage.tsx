import { useTranslation } from 'react-i18next';
import { ContratosLista } from '../components/lista/ContratosLista';

/** /contrato (SPEC "all contracts"): every obra's contracts the user may read, the last changed first. */
export function ContratosPage() {
  const { t } = useTranslation();
  return <ContratosLista title={t('rotas.contratosTodos')} podeCriar={false} />;
}
