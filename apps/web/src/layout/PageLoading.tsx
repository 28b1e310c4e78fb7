import { useTranslation } from 'react-i18next';
import './page-loading.css';

/**
 * Shown while a page's code or data arrives. Plain elements and CSS (MUI's CircularProgress drawn alike): it is
 * the first thing /login may show, before any MUI is loaded.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="progressbar" aria-label={t('carregando')}>
      <svg className="page-loading__spinner" viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </div>
  );
}
