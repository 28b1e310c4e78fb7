import { describe, expect, it } from 'vitest';
import {
  cargaPorSemana,
  cargaTotalPorSemana,
  inicioSemana,
  rotuloSemana,
  type TCargaOperacao,
} from './carga';

// March 2025: Monday the 3rd, 10th, 17th, 24th.
const EXEMPLO_CARGA: [TCargaOperacao, TCargaOperacao, TCargaOperacao, TCargaOperacao] = [
  // Wed 5 → Tue 11: five working days, 10 h each.
  { inicioPrevisto: '2025-03-05', fimPrevisto: '2025-03-11', horasPrevistas: 50 },
  // A weekend only: all on the week of its start.
  { inicioPrevisto: '2025-03-08', fimPrevisto: '2025-03-09', horasPrevistas: 10 },
  // Mon 10 → Mon 24: eleven working days, 2 h each.
  { inicioPrevisto: '2025-03-10', fimPrevisto: '2025-03-24', horasPrevistas: 22 },
  // Fri 14 → Tue 18: three working days, 3.33 h each.
  { inicioPrevisto: '2025-03-14', fimPrevisto: '2025-03-18', horasPrevistas: 10 },
];

describe('the load of an operation on its work centre', () => {
  it('spreads the planned hours over the working days and sums them per ISO week', () => {
    expect([...cargaPorSemana(EXEMPLO_CARGA[0])]).toEqual([
      ['2025-03-03', 30],
      ['2025-03-10', 20],
    ]);
    expect([...cargaPorSemana(EXEMPLO_CARGA[3])]).toEqual([
      ['2025-03-10', 3.33],
      ['2025-03-17', 6.67],
    ]);
  });

  it('puts an operation without working days on the week of its start', () => {
    expect([...cargaPorSemana(EXEMPLO_CARGA[1])]).toEqual([['2025-03-03', 10]]);
  });

  it('sums the operations of a work centre per week', () => {
    expect([...cargaTotalPorSemana(EXEMPLO_CARGA)]).toEqual([
      ['2025-03-03', 40],
      ['2025-03-10', 33.33],
      ['2025-03-17', 16.67],
      ['2025-03-24', 2],
    ]);
  });

  it('starts weeks on Monday and names them by ISO week', () => {
    expect(inicioSemana('2025-03-09')).toBe('2025-03-03');
    expect(inicioSemana('2025-03-10')).toBe('2025-03-10');
    expect(rotuloSemana('2025-03-05')).toBe('S10/2025');
    expect(rotuloSemana('2024-12-30')).toBe('S01/2025');
    expect(rotuloSemana('2021-01-01')).toBe('S53/2020');
  });
});
