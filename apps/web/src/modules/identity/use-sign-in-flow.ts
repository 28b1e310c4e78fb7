import { useCallback, useState } from 'react';
import type { TChallenge, TChallengeName, TSignInResponse } from '@portal/domain';
import { authApi } from '../../session/auth.api';
import { establishSession } from '../../session/session';
import { useSessionStore } from '../../session/session.store';

export type SignInStep = { kind: 'credenciais' } | { kind: 'desafio'; email: string; challenge: TChallenge };

/**
 * The sign-in state machine shared by /login and /primeiroLogin: credentials, then whatever challenge the API
 * asks for (new password, MFA setup, TOTP), then the session.
 */
export function useSignInFlow(onSignedIn: () => void) {
  const [step, setStep] = useState<SignInStep>({ kind: 'credenciais' });
  const setChallenged = useSessionStore((s) => s.setChallenged);

  const handle = useCallback(
    async (response: TSignInResponse) => {
      if (response.challenge) {
        setChallenged({
          email: response.user.email,
          name: response.user.name,
          challengeName: response.challenge.name,
          challengeParam: response.challenge.parameters,
        });
        setStep({ kind: 'desafio', email: response.user.email, challenge: response.challenge });
        return;
      }
      const { user, rules } = await authApi.me();
      establishSession(user, rules);
      onSignedIn();
    },
    [onSignedIn, setChallenged],
  );

  const submitCredentials = useCallback(
    async (email: string, password: string) => handle(await authApi.signIn(email, password)),
    [handle],
  );

  const answer = useCallback(
    async (name: TChallengeName, responses: Record<string, string>) =>
      handle(await authApi.answerChallenge({ name, responses })),
    [handle],
  );

  const restart = useCallback(() => setStep({ kind: 'credenciais' }), []);

  return { step, submitCredentials, answer, restart };
}
