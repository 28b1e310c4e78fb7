import { describe, expect, it } from 'vitest';
import { delayNotice, type OpenedDelay } from './atrasos-aviso';

const obra = { id: 'o1', codigo: 'OB-2025-014', nome: 'Linha 3', siteManagerId: null };
const atividade = (n: number): OpenedDelay => ({
  id: `a${n}`,
  tipo: 'atividade',
  atividadeId: `at${n}`,
  descricao: `${n} Etapa: término previsto em 01/03/2026, 10 % realizado`,
  resumo: `atividade ${n} Etapa atrasada`,
});

describe('the bell’s delay notice', () => {
  it('names a single delay in the headline', () => {
    expect(delayNotice(obra, [atividade(1)])).toEqual({
      titulo: 'OB-2025-014 · Linha 3: atividade 1 Etapa atrasada',
      texto: '1 Etapa: término previsto em 01/03/2026, 10 % realizado.',
    });
  });

  it('counts several delays and describes the first three, saying how many more the e-mail lists', () => {
    const notice = delayNotice(obra, [1, 2, 3, 4, 5].map(atividade));
    expect(notice.titulo).toBe('OB-2025-014 · Linha 3: 5 novos atrasos');
    expect(notice.texto).toBe(
      '1 Etapa: término previsto em 01/03/2026, 10 % realizado; 2 Etapa: término previsto em 01/03/2026, 10 % ' +
        'realizado; 3 Etapa: término previsto em 01/03/2026, 10 % realizado e mais 2.',
    );
  });
});
