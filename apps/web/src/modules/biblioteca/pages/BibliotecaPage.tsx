import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BibliotecaNavegador } from '../components/navegador/BibliotecaNavegador';

/** /obras/:obra/biblioteca (SPEC §2 "biblioteca: site library"): the obra's folders and files. */
export function BibliotecaObraPage() {
  const { t } = useTranslation('biblioteca');
  const { obra = '' } = useParams();
  return <BibliotecaNavegador key={obra} obraId={obra} titulo={t('titulo.obra')} />;
}

/** /biblioteca (SPEC §2 "general library"): the company's library, of no obra. */
export function BibliotecaGeralPage() {
  const { t } = useTranslation('biblioteca');
  return <BibliotecaNavegador obraId={null} titulo={t('titulo.geral')} />;
}
