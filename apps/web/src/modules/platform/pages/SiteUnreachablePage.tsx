import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

/** /ObraInacessivel: the obra is not in the user's list (or does not exist); nothing about it is shown. */
export function SiteUnreachablePage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="🔒"
      title={t('erros.obraInacessivel.titulo')}
      text={t('erros.obraInacessivel.texto')}
      actions={
        <Button component={RouterLink} to="/obras" variant="contained">
          {t('erros.minhasObras')}
        </Button>
      }
    />
  );
}
