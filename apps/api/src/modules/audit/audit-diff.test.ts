import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './audit-diff';
import { fieldLabel } from './audit-labels';
import { formatAuditValue, summarizeList } from './audit-values';

describe('diffSnapshots', () => {
  it('lists only the fields whose values differ, nested objects as dotted paths', () => {
    const before = {
      id: 'r1',
      comentarios: '',
      chuvaMm: 0,
      clima: { manha: { tempo: 'claro', condicao: 'praticavel' }, tarde: null },
      updatedAt: '2025-03-10T10:00:00.000Z',
    };
    const after = {
      id: 'r1',
      comentarios: 'Concretagem da laje',
      chuvaMm: 0,
      clima: { manha: { tempo: 'chuvoso', condicao: 'praticavel' }, tarde: { tempo: 'claro' } },
      updatedAt: '2025-03-10T11:00:00.000Z',
    };
    expect(diffSnapshots(before, after)).toEqual([
      { campo: 'comentarios', antes: '', depois: 'Concretagem da laje' },
      { campo: 'clima.manha.tempo', antes: 'claro', depois: 'chuvoso' },
      { campo: 'clima.tarde.tempo', antes: null, depois: 'claro' },
    ]);
  });

  it('shows a nested object that became empty as its fields emptied', () => {
    expect(diffSnapshots({ clima: { manha: { tempo: 'claro' } } }, { clima: { manha: null } })).toEqual([
      { campo: 'clima.manha.tempo', antes: 'claro', depois: null },
    ]);
  });

  it('compares lists as a whole, whatever the order of their objects’ keys', () => {
    const crew = [{ funcao: 'Pedreiro', quantidade: 4 }];
    expect(
      diffSnapshots({ maoDeObra: crew }, { maoDeObra: [{ quantidade: 4, funcao: 'Pedreiro' }] }),
    ).toEqual([]);
    expect(
      diffSnapshots({ maoDeObra: crew }, { maoDeObra: [{ funcao: 'Pedreiro', quantidade: 6 }] }),
    ).toEqual([{ campo: 'maoDeObra', antes: crew, depois: [{ funcao: 'Pedreiro', quantidade: 6 }] }]);
  });

  it('leaves out a top-level field only one snapshot recorded, and the notes given with the change', () => {
    expect(
      diffSnapshots(
        { status: 'em_preenchimento' },
        { status: 'finalizado', motivo: 'Pronto', efetivo: 12, justificativa: 'x' },
      ),
    ).toEqual([{ campo: 'status', antes: 'em_preenchimento', depois: 'finalizado' }]);
  });

  it('lists what a new record holds, without its empty or "no" fields', () => {
    expect(diffSnapshots(null, { numero: 3, comentarios: '', semTrabalho: false, ocorrencias: [] })).toEqual([
      { campo: 'numero', antes: null, depois: 3 },
    ]);
  });

  it('treats a snapshot that is not an object as one value', () => {
    expect(diffSnapshots([], ['/diarios'])).toEqual([{ campo: 'valor', antes: [], depois: ['/diarios'] }]);
    expect(diffSnapshots(['/a'], ['/a'])).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  it('reads values the way people in Brazil do', () => {
    expect(formatAuditValue(true)).toBe('Sim');
    expect(formatAuditValue(false)).toBe('Não');
    expect(formatAuditValue(1234.5)).toBe('1.234,5');
    expect(formatAuditValue('2025-03-10')).toBe('10/03/2025');
    expect(formatAuditValue('2025-03-10T15:30:00.000Z')).toBe('10/03/2025 12:30');
    expect(formatAuditValue('')).toBeNull();
    expect(formatAuditValue(null)).toBeNull();
    expect(formatAuditValue('data:image/png;base64,AAAA')).toBe('Imagem');
  });

  it('summarises a list of records by their plain values, without ids, counting what it leaves out', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({
      id: '7d3f4c7e-6a5b-4c3d-9e8f-0a1b2c3d4e5f',
      atividadePlanejadaId: null,
      descricao: `Atividade ${i + 1}`,
    }));
    expect(formatAuditValue(items)).toBe(
      'Atividade 1; Atividade 2; Atividade 3; Atividade 4; Atividade 5 e mais 2',
    );
    expect(formatAuditValue([])).toBeNull();
    expect(summarizeList(['a', 'b'], (x) => x.toUpperCase())).toBe('A; B');
  });

  it('cuts a long text', () => {
    const text = formatAuditValue('x'.repeat(1000))!;
    expect(text.length).toBe(300);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('fieldLabel', () => {
  it('names a path by its nearest named parent and the names of the parts below it', () => {
    const named = { 'clima.manha': 'Clima da manhã', condicao: 'Condição', comentarios: 'Comentários' };
    expect(fieldLabel('clima.manha.condicao', named)).toBe('Clima da manhã › Condição');
    expect(fieldLabel('comentarios', named)).toBe('Comentários');
    expect(fieldLabel('horarioInicio')).toBe('Horario inicio');
  });
});
