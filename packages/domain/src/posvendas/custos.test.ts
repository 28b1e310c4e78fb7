import { describe, expect, it } from 'vitest';
import { topDezMaisOutros } from './custos';

describe('the cost chart: the 10 largest and the rest as "Outros" (SPEC §9)', () => {
  it('keeps the ten largest groups and sums the rest exactly', () => {
    const grupos = Array.from({ length: 13 }, (_, i) => ({
      rotulo: `Obra ${i + 1}`,
      valor: (i + 1) * 100 + 0.1,
    }));
    const fatias = topDezMaisOutros(grupos);
    expect(fatias).toHaveLength(11);
    expect(fatias[0]).toEqual({ rotulo: 'Obra 13', valor: 1300.1 });
    expect(fatias[9]).toEqual({ rotulo: 'Obra 4', valor: 400.1 });
    // 100.10 + 200.10 + 300.10
    expect(fatias[10]).toEqual({ rotulo: 'Outros', valor: 600.3 });
  });

  it('has no "Outros" with ten groups or fewer, and leaves out groups without cost', () => {
    const fatias = topDezMaisOutros([
      { rotulo: 'B', valor: 10 },
      { rotulo: 'A', valor: 10 },
      { rotulo: 'C', valor: 0 },
    ]);
    expect(fatias).toEqual([
      { rotulo: 'A', valor: 10 },
      { rotulo: 'B', valor: 10 },
    ]);
  });
});
