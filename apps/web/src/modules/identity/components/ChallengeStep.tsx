import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import type { TChallenge, TChallengeName } from '@portal/domain';
import { useAssociateMfa } from '../identity.queries';
import { NewPasswordChallenge } from './NewPasswordChallenge';
import { TotpChallenge } from './TotpChallenge';

/** Draws the challenge the API asked for (SPEC §4: new password, MFA setup, TOTP). */
export function ChallengeStep({
  email,
  challenge,
  answer,
}: {
  email: string;
  challenge: TChallenge;
  answer: (name: TChallengeName, responses: Record<string, string>) => Promise<void>;
}) {
  const { t } = useTranslation('identidade');
  const associate = useAssociateMfa(true);
  if (challenge.name === 'NEW_PASSWORD_REQUIRED') {
    return (
      <>
        <Typography variant="h6" component="h2">
          {t('desafio.novaSenhaTitulo')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('desafio.novaSenhaTexto')}
        </Typography>
        <NewPasswordChallenge
          email={email}
          onSubmit={(password) => answer('NEW_PASSWORD_REQUIRED', { NEW_PASSWORD: password })}
        />
      </>
    );
  }
  const setup = challenge.name === 'MFA_SETUP';
  return (
    <>
      <Typography variant="h6" component="h2">
        {setup ? t('desafio.mfaSetupTitulo') : t('desafio.mfaTitulo')}
      </Typography>
      <TotpChallenge
        setup={setup}
        onAssociate={setup ? associate.mutateAsync : undefined}
        onSubmit={(code) => answer(challenge.name, { USER_CODE: code })}
      />
    </>
  );
}
