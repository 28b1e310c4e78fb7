import { describe, expect, it } from 'vitest';
import type { TEapItem } from '@portal/domain';
import { moveInput, subtreeOf } from './eap-moves';

const item = (id: string, parentId: string | null, emUso = false): TEapItem => ({
  id,
  parentId,
  codigo: '',
  nivel: 0,
  ordem: 0,
  descricao: id,
  unidade: '',
  quantidade: 0,
  peso: 0,
  executado: 0,
  percentual: 0,
  emUso,
});

// 1 a (1.1 a1 in use, 1.2 a2), 2 b, 3 c
const itens = [item('a', null), item('a1', 'a', true), item('a2', 'a'), item('b', null), item('c', null)];

describe('moveInput', () => {
  it('moves up and down among siblings, not past the ends', () => {
    expect(moveInput(itens, 'b', 'subir')).toEqual({ parentId: null, posicao: 0 });
    expect(moveInput(itens, 'b', 'descer')).toEqual({ parentId: null, posicao: 2 });
    expect(moveInput(itens, 'a', 'subir')).toBeNull();
    expect(moveInput(itens, 'c', 'descer')).toBeNull();
  });

  it('indents into the previous sibling, at its end, but not into a leaf an order measures', () => {
    expect(moveInput(itens, 'b', 'avancar')).toEqual({ parentId: 'a', posicao: 2 });
    expect(moveInput(itens, 'a2', 'avancar')).toBeNull();
    expect(moveInput(itens, 'a', 'avancar')).toBeNull();
  });

  it('outdents to just after its parent', () => {
    expect(moveInput(itens, 'a2', 'recuar')).toEqual({ parentId: null, posicao: 1 });
    expect(moveInput(itens, 'b', 'recuar')).toBeNull();
  });
});

describe('subtreeOf', () => {
  it('finds an item and its descendants', () => {
    expect(subtreeOf(itens, 'a').map((i) => i.id)).toEqual(['a', 'a1', 'a2']);
    expect(subtreeOf(itens, 'b').map((i) => i.id)).toEqual(['b']);
  });
});
