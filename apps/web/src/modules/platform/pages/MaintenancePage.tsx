import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

/** /manutencao: where routes flagged by an administrator lead. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="🛠"
      title={t('erros.manutencao.titulo')}
      text={t('erros.manutencao.texto')}
      actions={
        <Button component={RouterLink} to="/obras" variant="contained">
          {t('erros.minhasObras')}
        </Button>
      }
    />
  );
}
