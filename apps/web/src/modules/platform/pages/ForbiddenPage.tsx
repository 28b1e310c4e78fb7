import { Button } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

/** /403: the page exists but the user's roles do not open it. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('de') ?? '';
  return (
    <ErrorPage
      code="403"
      title={t('erros.403.titulo')}
      text={t('erros.403.texto', { endereco: from || '—' })}
      actions={
        <>
          <Button onClick={() => void navigate(-1)}>{t('erros.403.voltar')}</Button>
          <Button component={RouterLink} to="/obras" variant="contained">
            {t('erros.minhasObras')}
          </Button>
        </>
      }
    />
  );
}
