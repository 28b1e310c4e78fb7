import { describe, expect, it } from 'vitest';
import { ZLinhaMaterialInput, ZLinhaModeloInput } from '@portal/domain';
import { lerColagem, semAsLinhas } from './colar-excel';
import { lerQuantidade } from './linha-grade';
import { escreverTsv, lerTsv } from './ler-tsv';

const semChave = ({ key: _key, ...linha }: { key: string }) => linha;

describe('reading cells copied from a spreadsheet', () => {
  it('splits rows at line breaks and cells at tabs, with Windows line ends and the last line break', () => {
    expect(lerTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('reads a quoted cell with line breaks, tabs and doubled quotes as Excel writes it', () => {
    const texto = '100\t"Tubo 2"" SCH40\r\ncom costura"\tm\n200\t"a\tb"\tpç\n';
    expect(lerTsv(texto)).toEqual([
      ['100', 'Tubo 2" SCH40\ncom costura', 'm'],
      ['200', 'a\tb', 'pç'],
    ]);
  });

  it('keeps the quotes of a cell that was never quoted', () => {
    expect(lerTsv('"A" grade\tx\n"sem fim\ty')).toEqual([
      ['"A" grade', 'x'],
      ['"sem fim', 'y'],
    ]);
  });

  it('keeps empty rows in between, so rows keep their number', () => {
    expect(lerTsv('a\n\nb\n\n')).toEqual([['a'], [''], ['b']]);
  });

  it('writes back what it reads', () => {
    const rows = [
      ['1', 'Tubo 2" SCH40\ncom costura', 'm'],
      ['2', 'a\tb', ''],
    ];
    expect(lerTsv(escreverTsv(rows))).toEqual(rows);
  });
});

describe('quantities typed the pt-BR way', () => {
  it.each([
    ['12,5', 12.5],
    ['1.234,56', 1234.56],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['0.125', 0.125],
    ['12.5', 12.5],
    [' 3 ', 3],
    ['1\u00a0234,5', 1234.5],
  ])('reads %j as %d', (texto, valor) => {
    expect(lerQuantidade(texto)).toBe(valor);
  });

  it.each(['abc', '1,2,3', '1,234.5', ''])('reads %j as no number', (texto) => {
    expect(lerQuantidade(texto)).toBeNull();
  });
});

describe('pasting lines from Excel', () => {
  const colunas = [{ chave: 'peso_kg', titulo: 'Peso (kg)' }];

  it('reads lines in the grid order, with pt-BR decimals, units as written and the extra columns', () => {
    const texto = [
      '10001234\tChapa de aço 3/16"\tM2\t1.234,5\tASTM A36\tcorte a laser\t12,3',
      '\tParafuso sextavado M12\tPC\t200\t\t\t',
    ].join('\r\n');
    const colagem = lerColagem(`${texto}\r\n`, colunas, ZLinhaMaterialInput);
    expect(colagem.erros).toEqual([]);
    expect(colagem.cabecalho).toBe(false);
    expect(colagem.linhas.map(semChave)).toEqual([
      {
        codigoSap: '10001234',
        descricao: 'Chapa de aço 3/16"',
        unidade: 'm²',
        quantidade: '1234,5',
        especificacao: 'ASTM A36',
        observacoes: 'corte a laser',
        extras: { peso_kg: '12,3' },
      },
      {
        codigoSap: '',
        descricao: 'Parafuso sextavado M12',
        unidade: 'pç',
        quantidade: '200',
        especificacao: '',
        observacoes: '',
        extras: { peso_kg: '' },
      },
    ]);
    expect(new Set(colagem.linhas.map((l) => l.key)).size).toBe(2);
  });

  it('skips the header row a copied table brings', () => {
    const texto = 'Código SAP\tDescrição\tUnidade\tQuantidade\nX1\tLuva 1"\tun\t4';
    const colagem = lerColagem(texto, [], ZLinhaMaterialInput);
    expect(colagem.cabecalho).toBe(true);
    expect(colagem.linhas.map((l) => l.descricao)).toEqual(['Luva 1"']);
  });

  it('keeps a quoted description with a line break inside as one line', () => {
    const texto = '1\t"Cabo PP 3x2,5mm²\r\npreto"\tm\t"150,5"\n';
    const colagem = lerColagem(texto, [], ZLinhaMaterialInput);
    expect(colagem.erros).toEqual([]);
    expect(colagem.linhas).toEqual([
      expect.objectContaining({ descricao: 'Cabo PP 3x2,5mm²\npreto', quantidade: '150,5' }),
    ]);
  });

  it('refuses bad lines with their row number and adds none of them', () => {
    const texto = [
      'Código SAP\tDescrição\tUnidade\tQuantidade',
      'A1\tCurva 90° 2"\tun\t3',
      'A2\tTê 2"\tfurlong\t2',
      'A3\tLuva 2"\tpç\tdois',
      '',
      'A4\tx\tun\t0',
      'A5\tNipple 2"\tun\t1\t\t\t\textra',
    ].join('\n');
    const colagem = lerColagem(texto, [], ZLinhaMaterialInput);
    expect(colagem.linhas.map((l) => l.codigoSap)).toEqual(['A1']);
    expect(colagem.erros).toEqual([
      { linha: 3, campo: 'unidade', mensagem: expect.stringContaining('“furlong”') },
      { linha: 4, campo: 'quantidade', mensagem: expect.stringContaining('“dois”') },
      { linha: 6, campo: 'descricao', mensagem: 'Informe a descrição' },
      { linha: 6, campo: 'quantidade', mensagem: 'A quantidade deve ser maior que zero' },
      { linha: 7, campo: 'colunas', mensagem: expect.stringContaining('6 colunas') },
    ]);
  });

  it('lets a template default line keep its quantity empty (zero), which a list line may not', () => {
    const texto = '\tEletroduto 3/4"\tbr\t';
    expect(lerColagem(texto, [], ZLinhaModeloInput).erros).toEqual([]);
    expect(lerColagem(texto, [], ZLinhaMaterialInput).erros).toEqual([
      { linha: 1, campo: 'quantidade', mensagem: 'Informe a quantidade em números' },
    ]);
  });

  it('drops the refused rows and keeps the others as pasted', () => {
    const texto = 'A1\tCurva\tun\t3\nA2\t"Tê\n2"""\tfurlong\t2\nA3\tLuva\tpç\t1\n';
    const limpo = semAsLinhas(texto, new Set([2]));
    expect(lerColagem(limpo, [], ZLinhaMaterialInput).linhas.map((l) => l.codigoSap)).toEqual(['A1', 'A3']);
  });
});
