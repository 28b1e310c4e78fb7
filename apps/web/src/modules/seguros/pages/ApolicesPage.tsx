import { useTranslation } from 'react-i18next';
import { ApolicesLista } from '../components/ApolicesLista';

/** /seguros: every obra's policies the user may read, those ending soonest first (insurance staff's view). */
export function ApolicesPage() {
  const { t } = useTranslation('seguros');
  return <ApolicesLista title={t('lista.todasTitulo')} podeCriar={false} />;
}
