import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadSession } from '../../../session/session';
import { STORAGE_KEYS } from '../../../session/local-session';
import { AuthCard } from '../components/AuthCard';
import { safeDestination } from '../safe-destination';

const KNOWN_ERRORS = [
  'sessao_expirada',
  'falha_no_provedor',
  'conta_de_cliente',
  'usuario_desativado',
  'acesso_bloqueado',
];

/**
 * /acessoFederado: where the SSO round trip ends. A hash fragment becomes a query string (SPEC §2); then the user
 * goes to the page that sent them to sign in, or else to the last visited route (SPEC §4), or else to Início.
 */
export function FederatedSignInPage() {
  const { t } = useTranslation('identidade');
  const location = useLocation();
  const navigate = useNavigate();
  const [sessionLost, setSessionLost] = useState(false);
  const erro = new URLSearchParams(location.search).get('erro');
  const failure = erro
    ? KNOWN_ERRORS.includes(erro)
      ? erro
      : 'desconhecido'
    : sessionLost
      ? 'sessao_expirada'
      : null;

  useEffect(() => {
    if (location.hash.length > 1) {
      void navigate(`${location.pathname}?${location.hash.slice(1)}`, { replace: true });
      return;
    }
    const query = new URLSearchParams(location.search);
    if (query.get('erro') || query.get('sso') !== 'ok') return;
    loadSession(true).then(
      (user) => {
        if (!user) {
          setSessionLost(true);
          return;
        }
        const redirect = safeDestination(query.get('redirect'));
        const last = safeDestination(localStorage.getItem(STORAGE_KEYS.lastRoute));
        void navigate(redirect ?? last ?? '/obras', { replace: true });
      },
      () => setSessionLost(true),
    );
  }, [location, navigate]);

  if (failure) {
    return (
      <AuthCard title={t('federado.erroTitulo')}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(`federado.erros.${failure}`)}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          {t('federado.voltar')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress />
      <Typography>{t('federado.entrando')}</Typography>
    </Box>
  );
}
