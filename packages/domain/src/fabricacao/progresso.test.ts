import { describe, expect, it } from 'vitest';
import { progressoFabricacao } from './progresso';

const op = (tipoId: string, concluida: boolean) => ({ tipoId, concluida });

// A: 2 × 500 kg = 1000 kg, 2 of 3 done; B: 1 × 3000 kg, 1 of 2 done; C: 4 × 250 kg = 1000 kg, all done;
// D: 10 × 50 kg = 500 kg, no operations (counts as nothing done).
const EXEMPLO_PROGRESSO = [
  {
    quantidade: 2,
    pesoUnitarioKg: 500,
    operacoes: [op('corte', true), op('solda', true), op('pintura', false)],
  },
  { quantidade: 1, pesoUnitarioKg: 3000, operacoes: [op('corte', true), op('solda', false)] },
  { quantidade: 4, pesoUnitarioKg: 250, operacoes: [op('corte', true)] },
  { quantidade: 10, pesoUnitarioKg: 50, operacoes: [] },
];

describe('a fabrication progress', () => {
  it('weighs each line by its share of done operations', () => {
    const p = progressoFabricacao(EXEMPLO_PROGRESSO);
    expect(p.pesoTotalKg).toBe(5500);
    // 1000 × 2/3 + 3000 × 1/2 + 1000 × 1 + 500 × 0 = 3166.667 kg of 5500 kg
    expect(p.pesoConcluidoKg).toBe(3166.667);
    expect(p.progressoPeso).toBe(57.58);
  });

  it('counts as done only the items with every operation done', () => {
    const p = progressoFabricacao(EXEMPLO_PROGRESSO);
    expect(p.itens).toBe(4);
    expect(p.itensConcluidos).toBe(1);
    expect(p.progressoItens).toBe(25);
  });

  it('gives per operation kind the weight that passed it over the weight that needs it', () => {
    expect(progressoFabricacao(EXEMPLO_PROGRESSO).porTipo).toEqual([
      { tipoId: 'corte', pesoNecessarioKg: 5000, pesoConcluidoKg: 5000, progresso: 100 },
      { tipoId: 'solda', pesoNecessarioKg: 4000, pesoConcluidoKg: 1000, progresso: 25 },
      { tipoId: 'pintura', pesoNecessarioKg: 1000, pesoConcluidoKg: 0, progresso: 0 },
    ]);
  });

  it('is zero for a fabrication with nothing to weigh', () => {
    const p = progressoFabricacao([]);
    expect([p.progressoPeso, p.progressoItens, p.pesoTotalKg]).toEqual([0, 0, 0]);
  });
});
