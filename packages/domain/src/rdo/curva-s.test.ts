import { describe, expect, it } from 'vitest';
import { computeSCurve, plannedFraction, plannedPercent } from './curva-s';
import { detectDelays } from './atrasos';

// A small known plan: fundação (weight 30) over 1–10 March, estrutura (weight 70) over 6–15 March.
const plan = [
  { id: 'fund', peso: 30, inicioPrevisto: '2026-03-01', fimPrevisto: '2026-03-10' },
  { id: 'estr', peso: 70, inicioPrevisto: '2026-03-06', fimPrevisto: '2026-03-15' },
];

describe('plannedFraction', () => {
  it('spreads an activity linearly over its planned days, both ends included', () => {
    expect(plannedFraction(plan[0]!, '2026-02-28')).toBe(0);
    expect(plannedFraction(plan[0]!, '2026-03-01')).toBeCloseTo(0.1, 10);
    expect(plannedFraction(plan[0]!, '2026-03-05')).toBeCloseTo(0.5, 10);
    expect(plannedFraction(plan[0]!, '2026-03-10')).toBe(1);
    expect(plannedFraction(plan[0]!, '2026-04-01')).toBe(1);
  });

  it('counts a one-day activity whole on its day', () => {
    expect(
      plannedFraction(
        { id: 'x', peso: 1, inicioPrevisto: '2026-03-01', fimPrevisto: '2026-03-01' },
        '2026-03-01',
      ),
    ).toBe(1);
  });
});

describe('plannedPercent', () => {
  it('weighs each activity by its share of the total weight', () => {
    // 5 March: 30 × 0.5 = 15 → 15 %.  8 March: 30 × 0.8 + 70 × 0.3 = 24 + 21 = 45 %.
    expect(plannedPercent(plan, '2026-03-05')).toBe(15);
    expect(plannedPercent(plan, '2026-03-08')).toBe(45);
    expect(plannedPercent(plan, '2026-03-15')).toBe(100);
  });

  it('does not need the weights to add up to 100', () => {
    const halves = plan.map((a) => ({ ...a, peso: a.peso / 10 }));
    expect(plannedPercent(halves, '2026-03-08')).toBe(45);
  });
});

describe('computeSCurve', () => {
  const reports = [
    { atividadeId: 'fund', data: '2026-03-03', percentual: 20 },
    { atividadeId: 'fund', data: '2026-03-07', percentual: 60 },
    { atividadeId: 'estr', data: '2026-03-07', percentual: 10 },
    { atividadeId: 'outra', data: '2026-03-07', percentual: 100 },
  ];

  it('draws one point per day from the first start to the last end, actual only up to today', () => {
    const curve = computeSCurve(plan, reports, '2026-03-08');
    expect(curve).toHaveLength(15);
    expect(curve[0]).toEqual({ data: '2026-03-01', previsto: 3, realizado: 0 });
    // 3 March: fundação reported 20 % → 30 × 20 / 100 = 6 %.
    expect(curve[2]).toEqual({ data: '2026-03-03', previsto: 9, realizado: 6 });
    // 7 March: 30 × 60 % + 70 × 10 % = 18 + 7 = 25 %; planned 30 × 0.7 + 70 × 0.2 = 35 %.
    expect(curve[6]).toEqual({ data: '2026-03-07', previsto: 35, realizado: 25 });
    // 8 March (today) keeps the latest reports.
    expect(curve[7]).toEqual({ data: '2026-03-08', previsto: 45, realizado: 25 });
    expect(curve[8]!.realizado).toBeNull();
    expect(curve[14]).toEqual({ data: '2026-03-15', previsto: 100, realizado: null });
  });

  it('extends to today when the plan ended before it', () => {
    const curve = computeSCurve(plan, reports, '2026-03-20');
    expect(curve.at(-1)).toEqual({ data: '2026-03-20', previsto: 100, realizado: 25 });
  });

  it('takes a lower later report as a correction', () => {
    const corrected = [...reports, { atividadeId: 'fund', data: '2026-03-08', percentual: 50 }];
    expect(computeSCurve(plan, corrected, '2026-03-08')[7]!.realizado).toBe(22);
  });

  it('is empty without a plan', () => {
    expect(computeSCurve([], reports, '2026-03-08')).toEqual([]);
  });
});

describe('detectDelays', () => {
  const activities = [
    { id: 'fund', codigo: '1.1', descricao: 'Fundação', fimPrevisto: '2026-03-10', percentual: 60 },
    { id: 'estr', codigo: '1.2', descricao: 'Estrutura', fimPrevisto: '2026-03-15', percentual: 10 },
  ];

  it('flags an activity past its planned end below 100 %', () => {
    const delays = detectDelays(activities, '2026-03-11', null, 5);
    expect(delays).toEqual([
      {
        tipo: 'atividade',
        atividadeId: 'fund',
        descricao: '1.1 Fundação: término previsto em 10/03/2026, 60 % realizado',
        resumo: 'atividade 1.1 Fundação atrasada',
      },
    ]);
  });

  it('does not flag an activity on its last planned day or already done', () => {
    expect(detectDelays(activities, '2026-03-10', null, 5)).toEqual([]);
    expect(detectDelays([{ ...activities[0]!, percentual: 100 }], '2026-03-20', null, 5)).toEqual([]);
  });

  it('flags the curve when actual lags planned by more than the threshold', () => {
    const [delay] = detectDelays([], '2026-03-08', { previsto: 45, realizado: 25 }, 5);
    expect(delay).toMatchObject({ tipo: 'curva', atividadeId: null });
    expect(delay!.descricao).toBe(
      'Avanço realizado 25 % contra 45 % previsto: 20 pontos abaixo (limite 5 pontos)',
    );
    expect(delay!.resumo).toBe('obra atrasada (20 pontos abaixo do previsto)');
    expect(detectDelays([], '2026-03-08', { previsto: 45, realizado: 40 }, 5)).toEqual([]);
  });
});
