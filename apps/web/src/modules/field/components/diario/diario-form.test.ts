import { describe, expect, it } from 'vitest';
import { todayInSaoPaulo, type TDiarioOsModelo } from '@portal/domain';
import { formField, problemaQuantidade, toDiarioForm, toDiarioInput } from './diario-form';

const item = (eapItemId: string, unidade: string, restante: number) => ({
  eapItemId,
  codigo: '1.1',
  descricao: 'Item',
  unidade,
  quantidadeOs: 100,
  executado: 100 - restante,
  restante,
});
const modelo: TDiarioOsModelo = {
  os: {
    id: 'os',
    tipo: 'field',
    numero: 1,
    titulo: 'OS',
    status: 'em_execucao',
    obra: { id: 'o', codigo: 'OB', nome: 'Obra' },
  },
  data: todayInSaoPaulo(),
  existente: null,
  copiadoDe: null,
  horaInicio: '07:00',
  horaFim: '17:00',
  equipe: [{ nome: 'Sérgio Almeida', funcao: 'Encarregado', horas: 8.5 }],
  equipamentos: [],
  itens: [
    item('3f0c1a4e-8f7b-4c2d-9e1a-000000000001', 't', 12.5),
    item('3f0c1a4e-8f7b-4c2d-9e1a-000000000002', 'm', 240),
  ],
};
const extra = { data: todayInSaoPaulo(), fotos: [], chaveIdempotencia: 'chave-de-teste-1' };

describe('the daily log form', () => {
  it('starts from the previous log’s team, hours as typed in Brazil, no quantities', () => {
    const values = toDiarioForm(modelo);
    expect(values.equipe).toEqual([{ nome: 'Sérgio Almeida', funcao: 'Encarregado', horas: '8,5' }]);
    expect(values.itens).toEqual([{ quantidade: '' }, { quantidade: '' }]);
  });

  it('sends only the items with a quantity, read with a comma', () => {
    const values = { ...toDiarioForm(modelo), itens: [{ quantidade: '' }, { quantidade: '12,5' }] };
    const { input, erros } = toDiarioInput(values, modelo, extra);
    expect(erros).toEqual([]);
    expect(input?.itens).toEqual([{ eapItemId: modelo.itens[1]!.eapItemId, quantidade: 12.5 }]);
    expect(input?.equipe?.[0]?.horas).toBe(8.5);
  });

  it('puts each problem on the form row of its item, not on the index of the request', () => {
    const values = { ...toDiarioForm(modelo), itens: [{ quantidade: '' }, { quantidade: 'doze' }] };
    expect(toDiarioInput(values, modelo, extra).erros).toEqual([
      { campo: 'itens.1.quantidade', mensagem: 'Informe a quantidade em números' },
    ]);
    expect(formField({ campo: 'itens.0.quantidade', mensagem: 'x' }, [1])).toEqual({
      campo: 'itens.1.quantidade',
      mensagem: 'x',
    });
  });

  it('tells, as it is typed, a quantity above what remains, a negative one and letters', () => {
    expect(problemaQuantidade('12,5', 12.5)).toBeNull();
    expect(problemaQuantidade('12,6', 12.5)).toBe('restante');
    expect(problemaQuantidade('-1', 12.5)).toBe('negativa');
    expect(problemaQuantidade('abc', 12.5)).toBe('numero');
    expect(problemaQuantidade('', 12.5)).toBeNull();
  });
});
