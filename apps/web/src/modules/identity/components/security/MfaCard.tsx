import { useState } from 'react';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { loadSession } from '../../../../session/session';
import { useSessionStore } from '../../../../session/session.store';
import { useAssociateMfa, useAuthConfig, useDisableMfa, useVerifyMfa } from '../../identity.queries';
import { TotpChallenge } from '../TotpChallenge';

/** Two-factor authentication with an authenticator app, when the pool allows it (MFA optional or required). */
export function MfaCard() {
  const { t } = useTranslation('identidade');
  const { enqueueSnackbar } = useSnackbar();
  const user = useSessionStore((s) => s.user);
  const config = useAuthConfig();
  const associate = useAssociateMfa();
  const verify = useVerifyMfa();
  const disable = useDisableMfa();
  const [enrolling, setEnrolling] = useState(false);
  if (!user || !config.data || config.data.mfa === 'OFF') return null;
  const active = user.preferredMFA === 'SOFTWARE_TOKEN_MFA';
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          {t('seguranca.mfa')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {active ? t('seguranca.mfaAtiva') : t('seguranca.mfaInativa')}
        </Typography>
        {enrolling ? (
          <TotpChallenge
            setup
            onAssociate={associate.mutateAsync}
            onSubmit={async (code) => {
              await verify.mutateAsync(code);
              await loadSession(true);
              setEnrolling(false);
              enqueueSnackbar(t('seguranca.mfaAtivada'), { variant: 'success' });
            }}
          />
        ) : active ? (
          config.data.mfa === 'OPTIONAL' && (
            <Button
              color="error"
              onClick={() =>
                void disable
                  .mutateAsync()
                  .then(() => loadSession(true))
                  .then(() => enqueueSnackbar(t('seguranca.mfaDesativada'), { variant: 'success' }))
                  .catch((e: Error) => enqueueSnackbar(e.message, { variant: 'error' }))
              }
            >
              {t('seguranca.mfaDesativar')}
            </Button>
          )
        ) : (
          <Button variant="outlined" onClick={() => setEnrolling(true)}>
            {t('seguranca.mfaAtivar')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
