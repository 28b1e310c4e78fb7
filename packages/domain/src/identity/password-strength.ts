import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';

/**
 * Password strength, as people guess passwords here: common passwords in every language plus Brazilian names,
 * words and Wikipedia terms. Not exported from the package index: its dictionaries weigh about a megabyte, so the
 * web app loads this module only when a password field appears.
 */
// Words Brazilian users put in passwords that the published dictionaries rank too low; ordered most common first.
const SENHAS_COMUNS_BR = [
  'senha',
  'mudar',
  'trocar',
  'brasil',
  'mudarsenha',
  'trocarsenha',
  'acesso',
  'admin',
  'teste',
  'portal',
  'obra',
  'obras',
  'gali',
  'engenharia',
  'construtora',
  'flamengo',
  'corinthians',
  'palmeiras',
  'saopaulo',
  'vasco',
  'gremio',
  'cruzeiro',
  'jesus',
  'deus',
  'familia',
  'amor',
  'bemvindo',
  'novasenha',
  'provisoria',
  'empresa',
];

const factory = new ZxcvbnFactory({
  translations: ptBr.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...ptBr.dictionary, senhasComunsBr: SENHAS_COMUNS_BR },
});

/** Below this zxcvbn score (0-4) a password is refused as too common, even when it meets the policy. */
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordStrength {
  /** 0 (trivial) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4;
  /** What to do about it, in Portuguese. */
  suggestions: string[];
  warning: string | null;
}

export function measurePassword(password: string, userInputs: string[] = []): PasswordStrength {
  const result = factory.check(password, userInputs);
  return { score: result.score, suggestions: result.feedback.suggestions, warning: result.feedback.warning };
}

export function isTooCommon(password: string, userInputs: string[] = []): boolean {
  return measurePassword(password, userInputs).score < MIN_PASSWORD_SCORE;
}
