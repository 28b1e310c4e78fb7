import { describe, expect, it } from 'vitest';
import { inserirMencao, mencaoEmCurso, mencoesNoTexto, partesDoTexto } from './mencoes';

const renata = { id: 'r', nome: 'Renata Albuquerque' };
const carlos = { id: 'c', nome: 'Carlos Mendes' };

describe('mentions in a comment being written', () => {
  it('finds the @ being typed at the caret, only at the start of a word', () => {
    expect(mencaoEmCurso('Olá @ren', 8)).toEqual({ inicio: 4, busca: 'ren' });
    expect(mencaoEmCurso('@', 1)).toEqual({ inicio: 0, busca: '' });
    expect(mencaoEmCurso('email@obra', 10)).toBeNull();
    expect(mencaoEmCurso('Olá @ren e mais', 15)).toBeNull();
  });

  it('puts the chosen name in place of what was typed, with the caret after it', () => {
    const texto = 'Olá @ren, veja';
    const emCurso = mencaoEmCurso(texto, 8)!;
    expect(inserirMencao(texto, 8, emCurso, renata.nome)).toEqual({
      texto: 'Olá @Renata Albuquerque, veja',
      caret: 23,
    });
    expect(inserirMencao('@ren ok', 2, mencaoEmCurso('@ren ok', 2)!, renata.nome).texto).toBe(
      '@Renata Albuquerque ok',
    );
    expect(inserirMencao('@car', 4, mencaoEmCurso('@car', 4)!, carlos.nome)).toEqual({
      texto: '@Carlos Mendes ',
      caret: 15,
    });
  });

  it('keeps only the people still named in the text, once each', () => {
    expect(mencoesNoTexto('@Carlos Mendes olhe', [renata, carlos, carlos])).toEqual([carlos]);
  });

  it('cuts a text into plain parts and mentions, the longest name first', () => {
    const longo = { id: 'l', nome: 'Carlos Mendes Filho' };
    expect(partesDoTexto('Oi @Carlos Mendes Filho e @Renata Albuquerque!', [carlos, longo, renata])).toEqual([
      { texto: 'Oi ' },
      { texto: '@Carlos Mendes Filho', mencao: longo },
      { texto: ' e ' },
      { texto: '@Renata Albuquerque', mencao: renata },
      { texto: '!' },
    ]);
    expect(partesDoTexto('Sem menções (a+b)', [])).toEqual([{ texto: 'Sem menções (a+b)' }]);
  });
});
