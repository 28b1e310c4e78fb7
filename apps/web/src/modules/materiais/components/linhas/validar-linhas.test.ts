import { describe, expect, it } from 'vitest';
import { ZLinhaMaterialInput, ZLinhaModeloInput } from '@portal/domain';
import { entradaDaLinha, linhaDaApi, linhaVazia, semVazios, type LinhaGrade } from './linha-grade';
import { errosDaApi, errosPorCelula, validarLinhas } from './validar-linhas';

const colunas = [{ chave: 'peso_kg', titulo: 'Peso (kg)' }];
const linha = (over: Partial<LinhaGrade> = {}): LinhaGrade => ({
  ...linhaVazia(),
  descricao: 'Curva 90° 2"',
  quantidade: '3',
  ...over,
});

describe('a grid line as the API takes it', () => {
  it('reads the quantity typed in pt-BR and keeps only the filled extra columns the list has', () => {
    const entrada = entradaDaLinha(
      linha({ id: 'a', quantidade: '1.234,5', extras: { peso_kg: '2,5', antiga: 'x' } }),
      colunas,
    );
    expect(entrada).toMatchObject({ id: 'a', quantidade: 1234.5, extras: { peso_kg: '2,5' } });
    expect(entradaDaLinha(linha({ extras: { peso_kg: ' ' } }), colunas).extras).toEqual({});
  });

  it('shows a saved quantity with a decimal comma for editing', () => {
    const saved = {
      id: 'b',
      codigoSap: '1',
      descricao: 'Tubo',
      unidade: 'm' as const,
      quantidade: 12.5,
      especificacao: '',
      observacoes: '',
      extras: {},
    };
    expect(linhaDaApi(saved)).toMatchObject({ key: 'b', id: 'b', quantidade: '12,5' });
  });

  it('sends no empty texts', () => {
    expect(
      semVazios({
        descricao: 'Tubo',
        unidade: 'm',
        quantidade: 2,
        codigoSap: '',
        observacoes: '',
        extras: {},
      }),
    ).toEqual({ descricao: 'Tubo', unidade: 'm', quantidade: 2 });
  });
});

describe('checking the grid lines', () => {
  it('marks each refused cell with its line, and returns the lines when all pass', () => {
    const ok = linha();
    const ruim = linha({ descricao: '', quantidade: 'três' });
    const { entradas, erros } = validarLinhas([ok, ruim], colunas, ZLinhaMaterialInput);
    expect(entradas).toHaveLength(1);
    expect(erros).toEqual([
      { key: ruim.key, indice: 1, campo: 'descricao', mensagem: 'Informe a descrição' },
      { key: ruim.key, indice: 1, campo: 'quantidade', mensagem: 'Informe a quantidade em números' },
    ]);
    expect(errosPorCelula({ linhas: erros, gerais: [] })[ruim.key]).toEqual({
      descricao: 'Informe a descrição',
      quantidade: 'Informe a quantidade em números',
    });
  });

  it('lets a template default line keep an empty quantity (zero)', () => {
    const { entradas, erros } = validarLinhas([linha({ quantidade: '' })], [], ZLinhaModeloInput);
    expect(erros).toEqual([]);
    expect(entradas[0]).toMatchObject({ quantidade: 0 });
  });

  it('puts the API refusals (linhas.N.campo, in the order sent) on the grid lines', () => {
    const linhas = [linha(), linha(), linha()];
    expect(
      errosDaApi(
        [
          { campo: 'linhas.2.extras.peso_kg', mensagem: 'No máximo 500 caracteres' },
          { campo: 'linhas', mensagem: 'Uma lista tem no máximo 10000 linhas' },
        ],
        linhas,
      ),
    ).toEqual({
      linhas: [
        { key: linhas[2]!.key, indice: 2, campo: 'extras.peso_kg', mensagem: 'No máximo 500 caracteres' },
      ],
      gerais: ['Uma lista tem no máximo 10000 linhas'],
    });
  });
});
