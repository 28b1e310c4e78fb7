import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldText, otherNumber, searchTerms } from './busca-termos';

describe('foldText', () => {
  it('lowers and removes accents character for character, keeping the length', () => {
    const text = 'Fundações de SÃO PAULO — Ação nº 12';
    expect(foldText(text)).toBe('fundacoes de sao paulo — acao nº 12');
    expect(foldText(text)).toHaveLength(text.length);
  });

  it('folds exactly the letters the SQL translate() folds', () => {
    expect(FOLD_FROM).toHaveLength(FOLD_TO.length);
    expect(foldText(FOLD_FROM)).toBe(FOLD_TO);
  });
});

describe('otherNumber', () => {
  it.each([
    ['fundacoes', ['fundacao']],
    ['fundacao', ['fundacoes', 'fundacaes', 'fundacaos']],
    ['canais', ['canal']],
    ['canal', ['canais']],
    ['papeis', ['papel', 'papil']],
    ['papel', ['papeis']],
    ['funil', ['funis', 'funeis']],
    ['funis', ['funil']],
    ['homens', ['homem']],
    ['homem', ['homens']],
    ['luzes', ['luz']],
    ['vigas', ['viga']],
  ])('%s ↔ %j', (word, forms) => {
    expect(otherNumber(word)).toEqual(forms);
  });

  it('leaves words without a plural form alone', () => {
    expect(otherNumber('viga')).toEqual([]);
    expect(otherNumber('ob')).toEqual([]);
  });
});

describe('searchTerms', () => {
  it('keeps the meaningful words, folded, with their other number', () => {
    const busca = searchTerms('  Fundações da Linha 3  ');
    expect(busca.q).toBe('Fundações da Linha 3');
    expect(busca.termos).toEqual([
      { texto: 'fundacoes', numero: false, formas: ['fundacoes', 'fundacao'] },
      { texto: 'linha', numero: false, formas: ['linha'] },
      { texto: '3', numero: true, formas: [] },
    ]);
    expect(busca.digitos).toBeNull();
    expect(busca.data).toBeNull();
  });

  it('splits codes and ordinals, drops single letters and repeated words', () => {
    expect(searchTerms('RDO nº 12 rdo').termos.map((t) => t.texto)).toEqual(['rdo', '12']);
    expect(searchTerms('OB-2025-014').termos.map((t) => t.texto)).toEqual(['ob', '2025', '014']);
  });

  it('reads the digits of a CNPJ typed with punctuation, and a date', () => {
    expect(searchTerms('47.382.915/0001-72').digitos).toBe('47382915000172');
    expect(searchTerms('Serra 47').digitos).toBeNull();
    expect(searchTerms('05/03/2026').data).toBe('2026-03-05');
    expect(searchTerms('31/02/2026').data).toBeNull();
  });

  it('has no terms for stop words alone, and at most eight', () => {
    expect(searchTerms('de da do').termos).toEqual([]);
    expect(searchTerms('um dois tres quatro cinco seis sete oito nove dez').termos).toHaveLength(8);
  });
});
