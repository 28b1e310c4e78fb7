import { describe, expect, it } from 'vitest';
import { syncEquipamento } from './sync-equipamento';

const row = (quantidade: string, operando: string, parado: string) => ({
  descricao: 'Betoneira',
  quantidade,
  operando,
  parado,
});

describe('syncEquipamento', () => {
  it('recomputes the idle count when the working count is typed', () => {
    expect(syncEquipamento(row('5', '5', '0'), 'operando', '3')).toEqual(row('5', '3', '2'));
  });

  it('recomputes the idle count when the quantity grows, keeping the working count', () => {
    expect(syncEquipamento(row('3', '3', '0'), 'quantidade', '5')).toEqual(row('5', '3', '2'));
  });

  it('caps the working count when the quantity shrinks below it', () => {
    expect(syncEquipamento(row('5', '4', '1'), 'quantidade', '2')).toEqual(row('2', '2', '0'));
  });

  it('recomputes the working count when the idle count is typed', () => {
    expect(syncEquipamento(row('4', '4', '0'), 'parado', '1')).toEqual(row('4', '3', '1'));
  });

  it('leaves the other fields alone while a field is empty or not a whole number', () => {
    expect(syncEquipamento(row('4', '3', '1'), 'quantidade', '')).toEqual(row('', '3', '1'));
    expect(syncEquipamento(row('4', '3', '1'), 'operando', '2,5')).toEqual(row('4', '2,5', '1'));
  });

  it('keeps an impossible working count as typed, so the form can say what is wrong', () => {
    expect(syncEquipamento(row('2', '1', '1'), 'operando', '3')).toEqual(row('2', '3', '0'));
  });
});
