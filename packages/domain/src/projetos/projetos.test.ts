import { describe, expect, it } from 'vitest';
import { proximaRevisao } from './projetos.constants';
import { detentorDe, projetoAtrasado } from './projetos.status';

describe('engineering documents', () => {
  it('names revisions 0, A, B… or 0, 1, 2…', () => {
    expect([0, 1, 2, 26, 27, 28].map((n) => proximaRevisao('letras', n))).toEqual([
      '0',
      'A',
      'B',
      'Z',
      'AA',
      'AB',
    ]);
    expect([0, 1, 2, 10].map((n) => proximaRevisao('numeros', n))).toEqual(['0', '1', '2', '10']);
  });

  it('knows who holds the document', () => {
    expect(detentorDe('PAP')).toBe('cliente');
    expect(detentorDe('REV')).toBe('projetistas');
    expect(detentorDe('APR')).toBeNull();
    expect(detentorDe('CL')).toBeNull();
  });

  it('is overdue only past its due date while someone must act, never when cancelled', () => {
    const hoje = '2026-11-28';
    expect(projetoAtrasado({ situacao: 'PAP', prazo: '2026-11-27' }, hoje)).toBe(true);
    expect(projetoAtrasado({ situacao: 'PAP', prazo: '2026-11-28' }, hoje)).toBe(false);
    expect(projetoAtrasado({ situacao: 'REP', prazo: '2026-01-01' }, hoje)).toBe(true);
    expect(projetoAtrasado({ situacao: 'CL', prazo: '2026-01-01' }, hoje)).toBe(false);
    expect(projetoAtrasado({ situacao: 'APR', prazo: '2026-01-01' }, hoje)).toBe(false);
    expect(projetoAtrasado({ situacao: 'EL', prazo: null }, hoje)).toBe(false);
  });
});
