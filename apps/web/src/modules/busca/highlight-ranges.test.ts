import { describe, expect, it } from 'vitest';
import { highlightRanges } from './highlight-ranges';

const marked = (text: string, q: string) => highlightRanges(text, q).map(([a, b]) => text.slice(a, b));

describe('highlightRanges', () => {
  it('marks the words typed at the start of words, ignoring accents and case', () => {
    expect(marked('Ampliação da fábrica de envase — Linha 3', 'ampliacao fab')).toEqual(['Ampliação', 'fáb']);
  });

  it('marks the other number of a word and whole numbers only', () => {
    expect(marked('Fundações da linha 3', 'fundacao')).toEqual(['Fundações']);
    expect(marked('RDO nº 12 · 120 m', '12')).toEqual(['12']);
  });

  it('marks nothing inside a word, or for stop words', () => {
    expect(marked('Subestação', 'esta')).toEqual([]);
    expect(marked('Casa de comando', 'de')).toEqual([]);
  });

  it('merges overlapping matches', () => {
    expect(highlightRanges('Fundações', 'fund fundacoes')).toEqual([[0, 9]]);
  });
});
