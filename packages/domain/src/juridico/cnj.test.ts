import { describe, expect, it } from 'vitest';
import {
  CNJ_DIGITO_MENSAGEM,
  CNJ_FORMATO_MENSAGEM,
  cnjValido,
  digitosCnj,
  formatarCnj,
  problemaCnj,
} from './cnj';

/** DOMAIN.md's valid examples. */
const VALIDOS = ['0000002-65.2005.4.05.8100', '0058967-77.2016.8.19.0000'];

describe('the CNJ case number (Resolução 65/2008, ISO 7064 MOD 97-10)', () => {
  it('accepts the valid examples, with or without punctuation', () => {
    for (const n of VALIDOS) {
      expect(problemaCnj(n), n).toBeNull();
      expect(formatarCnj(n.replace(/\D/g, ''))).toBe(n);
      expect(cnjValido(` ${n.replace(/\D/g, '')} `)).toBe(true);
    }
  });

  it('computes the check digits from the other 18', () => {
    expect(digitosCnj('000000220054058100')).toBe('65');
    expect(digitosCnj('005896720168190000')).toBe('77');
  });

  it('refuses every change of a single digit of a valid number, saying the check digits do not match', () => {
    for (const n of VALIDOS) {
      const positions = [...n].flatMap((c, i) => (/\d/.test(c) ? [i] : []));
      expect(positions).toHaveLength(20);
      for (const i of positions) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === n[i]) continue;
          const changed = n.slice(0, i) + String(d) + n.slice(i + 1);
          const problem = problemaCnj(changed);
          expect(problem, changed).not.toBeNull();
          // A changed J of 0 breaks the branch first; every other change is caught by the check digits.
          if (i !== 16 || d !== 0) expect(problem, changed).toBe(CNJ_DIGITO_MENSAGEM);
        }
      }
    }
  });

  it('refuses a number in the wrong format', () => {
    for (const n of ['0000002-65.2005.4.05', '0000002652005405810', 'abc', '0000002-65.2005.4.05.810O'])
      expect(problemaCnj(formatarCnj(n)), n).toBe(CNJ_FORMATO_MENSAGEM);
  });
});
