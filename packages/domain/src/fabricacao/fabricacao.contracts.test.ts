import { describe, expect, it } from 'vitest';
import { ZCentroUpdateInput, ZOperacaoTipoUpdateInput } from './fabricacao.contracts';

describe('factory configuration edits', () => {
  it('change only what is sent: renaming an inactive work centre or operation kind leaves it inactive', () => {
    expect(ZCentroUpdateInput.parse({ nome: 'Caldeiraria 2' })).toEqual({ nome: 'Caldeiraria 2' });
    expect(ZOperacaoTipoUpdateInput.parse({ nome: 'Jateamento' })).toEqual({ nome: 'Jateamento' });
    expect(ZCentroUpdateInput.parse({ ativo: false })).toEqual({ ativo: false });
  });

  it('refuse an edit that sends nothing', () => {
    expect(ZCentroUpdateInput.safeParse({}).success).toBe(false);
    expect(ZOperacaoTipoUpdateInput.safeParse({}).success).toBe(false);
  });
});
