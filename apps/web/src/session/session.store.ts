import { create } from 'zustand';
import {
  abilityFromPacked,
  type AppAbility,
  type PackedRules,
  type TAuthUser,
  type TChallenge,
} from '@portal/domain';

export type SessionStatus = 'desconhecida' | 'ativa' | 'encerrada';

/** The user of a sign-in that stopped at a challenge (SPEC §4: name and parameters kept on the user). */
export interface ChallengedUser {
  email: string;
  name?: string;
  challengeName: TChallenge['name'];
  challengeParam: TChallenge['parameters'];
}

interface SessionState {
  status: SessionStatus;
  user: TAuthUser | null;
  ability: AppAbility;
  challenged: ChallengedUser | null;
  setSession(user: TAuthUser, rules: PackedRules): void;
  setChallenged(challenged: ChallengedUser | null): void;
  clear(): void;
}

const NOBODY = abilityFromPacked([]);

/** Who is signed in and what they may do (rebuilt from the rules /api/me sends). */
export const useSessionStore = create<SessionState>()((set) => ({
  status: 'desconhecida',
  user: null,
  ability: NOBODY,
  challenged: null,
  setSession: (user, rules) =>
    set({ status: 'ativa', user, ability: abilityFromPacked(rules), challenged: null }),
  setChallenged: (challenged) => set({ challenged }),
  clear: () => set({ status: 'encerrada', user: null, ability: NOBODY, challenged: null }),
}));
