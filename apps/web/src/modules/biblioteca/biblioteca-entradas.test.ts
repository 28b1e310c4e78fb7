import { describe, expect, it } from 'vitest';
import { acessoDasEntradas, entradaDeTexto, entradasDoAcesso, listasVazias } from './biblioteca-entradas';

describe('an access list entry typed by hand', () => {
  it('takes an e-mail (lower-cased), a role and a company as the API spells them', () => {
    expect(entradaDeTexto(' Fulano@Empresa.com.br ')).toEqual({
      entrada: 'fulano@empresa.com.br',
      tipo: 'usuario',
      nome: 'fulano@empresa.com.br',
    });
    expect(entradaDeTexto('papel:admin_biblioteca')).toMatchObject({
      entrada: 'papel:admin_biblioteca',
      tipo: 'papel',
      nome: 'admin_biblioteca — Gerencia as pastas da biblioteca',
    });
    expect(entradaDeTexto('empresa:123')).toMatchObject({ entrada: 'empresa:123', tipo: 'empresa' });
  });

  it('is no entry when it is none of those', () => {
    expect(entradaDeTexto('fulano')).toBeNull();
    expect(entradaDeTexto('papel:')).toBeNull();
  });
});

describe('a template folder’s lists', () => {
  it('are named from the role catalogue and the known companies, and saved back as they were', () => {
    const acesso = {
      full: ['papel:admin_obra'],
      rOnly: [],
      uploadOnly: ['empresa:c1', 'empresa:c2'],
      rW: ['a@b.com'],
      rWEdit: [],
    };
    const listas = entradasDoAcesso(acesso, new Map([['c1', 'Serra Azul']]));
    expect(listas.uploadOnly.map((e) => e.nome)).toEqual(['Serra Azul', 'c2']);
    expect(listas.full[0]).toMatchObject({ tipo: 'papel', nome: 'admin_obra — Gerencia obras e clientes' });
    expect(acessoDasEntradas(listas)).toEqual(acesso);
  });

  it('drop repeated entries when saved', () => {
    const listas = listasVazias();
    listas.rOnly = [entradaDeTexto('a@b.com')!, entradaDeTexto('A@b.com')!];
    expect(acessoDasEntradas(listas).rOnly).toEqual(['a@b.com']);
  });
});
