import { Button } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../session/session.store';
import { ErrorPage } from './ErrorPage';

/** /404: says which address failed and offers the way back. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSessionStore((s) => s.status === 'ativa');
  return (
    <ErrorPage
      code="404"
      title={t('naoEncontrado.titulo')}
      text={t('naoEncontrado.texto', { endereco: params.get('de') ?? '' })}
      actions={
        <Button component={RouterLink} to={signedIn ? '/obras' : '/'} variant="contained">
          {signedIn ? t('erros.minhasObras') : t('voltarInicio')}
        </Button>
      }
    />
  );
}
