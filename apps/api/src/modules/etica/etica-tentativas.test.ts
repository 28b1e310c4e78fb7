import { describe, expect, it } from 'vitest';
import { ETICA_MAX_TENTATIVAS } from '@portal/domain';
import { JANELA_MS, MUITAS_TENTATIVAS, TentativasErradas } from './etica-tentativas';

describe('wrong protocol-and-key tries per client', () => {
  it('blocks a client at the limit until its window ends, and counts each client apart', () => {
    let now = 1_000_000;
    const tentativas = new TentativasErradas(() => now);
    for (let i = 0; i < ETICA_MAX_TENTATIVAS - 1; i++) tentativas.recordFailure('198.51.100.7');
    expect(() => tentativas.ensureAllowed('198.51.100.7')).not.toThrow();
    tentativas.recordFailure('198.51.100.7');
    expect(() => tentativas.ensureAllowed('198.51.100.7')).toThrow(MUITAS_TENTATIVAS);
    expect(() => tentativas.ensureAllowed('198.51.100.8')).not.toThrow();
    now += JANELA_MS - 1;
    expect(() => tentativas.ensureAllowed('198.51.100.7')).toThrow(MUITAS_TENTATIVAS);
    now += 1;
    expect(() => tentativas.ensureAllowed('198.51.100.7')).not.toThrow();
  });

  it('forgets wrong tries older than the window', () => {
    let now = 0;
    const tentativas = new TentativasErradas(() => now);
    for (let i = 0; i < ETICA_MAX_TENTATIVAS - 1; i++) tentativas.recordFailure('198.51.100.7');
    now += JANELA_MS;
    tentativas.recordFailure('198.51.100.7');
    expect(() => tentativas.ensureAllowed('198.51.100.7')).not.toThrow();
  });
});
