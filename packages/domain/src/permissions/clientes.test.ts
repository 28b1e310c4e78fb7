import { describe, expect, it } from 'vitest';
import { subject } from './index';
import { clientAbility, staffAbility } from './test-users';

const obra = (id: string) => subject('Obra', { Id_Lista: id });
const projeto = (obraId: string, Situacao = 'EM ANDAMENTO') => subject('PROJETO', { obra: obraId, Situacao });
const projetoFabrica = (obraId: string, Situacao = 'EM ANDAMENTO') =>
  subject('PROJETO_FABRICA', { obra: obraId, Situacao });

describe('client permissions (SPEC §6 "Clients")', () => {
  it('lets a client read the obras in their list and their profile', () => {
    const ability = clientAbility([], ['o1', 'o2']);
    expect(ability.can('read', obra('o2'))).toBe(true);
    expect(ability.can('read', 'PERFIL')).toBe(true);
  });

  it('does not let a client read an obra outside their list', () => {
    expect(clientAbility([], ['o1']).can('read', obra('o2'))).toBe(false);
  });

  it('does not let a client create, update or inspect obras', () => {
    const ability = clientAbility(['obra', 'admin_obra'], ['o1']);
    expect(ability.can('update', obra('o1'))).toBe(false);
    expect(ability.can('inspect', obra('o1'))).toBe(false);
    expect(ability.can('create', 'Obra')).toBe(false);
  });

  it('lets a client projetista or site_manager read and comment on the projects of their obras', () => {
    for (const role of ['projetista', 'site_manager']) {
      const ability = clientAbility([role], ['o1']);
      expect(ability.can('read', projeto('o1'))).toBe(true);
      expect(ability.can('comment', projeto('o1'))).toBe(true);
    }
  });

  it('does not let a client projetista read or comment on the projects of another obra', () => {
    const ability = clientAbility(['projetista'], ['o1']);
    expect(ability.can('read', projeto('o2'))).toBe(false);
    expect(ability.can('comment', projeto('o2'))).toBe(false);
  });

  it('does not let a client projetista read internal projects or update projects', () => {
    const ability = clientAbility(['projetista'], ['o1']);
    expect(ability.can('readInterno', projeto('o1'))).toBe(false);
    expect(ability.can('update', projeto('o1', 'PAP'))).toBe(false);
  });

  it('does not let a client without projetista or site_manager read projects', () => {
    expect(clientAbility([], ['o1']).can('read', projeto('o1'))).toBe(false);
  });

  it('lets a client projetista_fabrica read the factory projects and manufacturing of their obras, and products', () => {
    const ability = clientAbility(['projetista_fabrica'], ['o1']);
    expect(ability.can('read', projetoFabrica('o1'))).toBe(true);
    expect(ability.can('read', subject('Fabricacao', { Id_Lista: 'o1' }))).toBe(true);
    expect(ability.can('read', 'Produto')).toBe(true);
  });

  it('does not let a client projetista_fabrica read the factory projects or manufacturing of another obra', () => {
    const ability = clientAbility(['projetista_fabrica'], ['o1']);
    expect(ability.can('read', projetoFabrica('o2'))).toBe(false);
    expect(ability.can('read', subject('Fabricacao', { Id_Lista: 'o2' }))).toBe(false);
  });

  it('does not let a client without projetista_fabrica read factory projects, manufacturing or products', () => {
    const ability = clientAbility(['projetista'], ['o1']);
    expect(ability.can('read', projetoFabrica('o1'))).toBe(false);
    expect(ability.can('read', 'Fabricacao')).toBe(false);
    expect(ability.can('read', 'Produto')).toBe(false);
  });

  it('lets an aprovador update a project of their obra that is in PAP', () => {
    expect(clientAbility(['aprovador'], ['o1']).can('update', projeto('o1', 'PAP'))).toBe(true);
  });

  it('does not let an aprovador update a project that is not in PAP', () => {
    expect(clientAbility(['aprovador'], ['o1']).can('update', projeto('o1', 'CL'))).toBe(false);
  });

  it('does not let an aprovador update a project in PAP of another obra', () => {
    expect(clientAbility(['aprovador'], ['o1']).can('update', projeto('o2', 'PAP'))).toBe(false);
  });

  it('does not let an aprovador update factory projects', () => {
    expect(clientAbility(['aprovador'], ['o1']).can('update', projetoFabrica('o1', 'PAP'))).toBe(false);
  });

  it('lets an aprovador_fabrica update a factory project of their obra that is in PAP', () => {
    expect(clientAbility(['aprovador_fabrica'], ['o1']).can('update', projetoFabrica('o1', 'PAP'))).toBe(
      true,
    );
  });

  it('does not let an aprovador_fabrica update a factory project out of PAP or of another obra', () => {
    const ability = clientAbility(['aprovador_fabrica'], ['o1']);
    expect(ability.can('update', projetoFabrica('o1', 'CL'))).toBe(false);
    expect(ability.can('update', projetoFabrica('o2', 'PAP'))).toBe(false);
    expect(ability.can('update', projeto('o1', 'PAP'))).toBe(false);
  });

  it('does not let a client without an approver role update a project in PAP', () => {
    expect(
      clientAbility(['projetista', 'projetista_fabrica'], ['o1']).can('update', projeto('o1', 'PAP')),
    ).toBe(false);
  });

  it('does not give the client approval rule to staff with the aprovador role', () => {
    expect(staffAbility(['aprovador']).can('update', projeto('o1', 'PAP'))).toBe(false);
  });
});
