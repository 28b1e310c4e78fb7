import { describe, expect, it } from 'vitest';
import { staffAbility } from './test-users';

describe('project permissions (SPEC §6 "Projects")', () => {
  it('lets admin_projetos manage projects, see the CRE dashboard and add clients', () => {
    const ability = staffAbility(['admin_projetos']);
    for (const action of ['manage', 'admin_projetos', 'addClient', 'delete', 'readInterno'] as const) {
      expect(ability.can(action, 'PROJETO')).toBe(true);
    }
  });

  it('does not let a user without admin_projetos manage projects or add clients', () => {
    const ability = staffAbility(['projetista', 'editor_projetista', 'site_manager']);
    expect(ability.can('manage', 'PROJETO')).toBe(false);
    expect(ability.can('admin_projetos', 'PROJETO')).toBe(false);
    expect(ability.can('addClient', 'PROJETO')).toBe(false);
    expect(ability.can('delete', 'PROJETO')).toBe(false);
  });

  it('lets projetista read projects, internal ones included', () => {
    const ability = staffAbility(['projetista']);
    expect(ability.can('read', 'PROJETO')).toBe(true);
    expect(ability.can('readInterno', 'PROJETO')).toBe(true);
  });

  it('lets a site_manager read projects, internal ones included, and upload to them', () => {
    const ability = staffAbility(['site_manager']);
    expect(ability.can('read', 'PROJETO')).toBe(true);
    expect(ability.can('readInterno', 'PROJETO')).toBe(true);
    expect(ability.can('upload', 'PROJETO')).toBe(true);
  });

  it('does not let projetista create, update or upload to projects', () => {
    const ability = staffAbility(['projetista']);
    for (const action of ['create', 'update', 'upload'] as const) {
      expect(ability.can(action, 'PROJETO')).toBe(false);
    }
  });

  it('does not let a user without a project role read projects', () => {
    const ability = staffAbility([]);
    expect(ability.can('read', 'PROJETO')).toBe(false);
    expect(ability.can('readInterno', 'PROJETO')).toBe(false);
    expect(ability.can('upload', 'PROJETO')).toBe(false);
  });

  it('lets editor_projetista read, create, update and upload to projects', () => {
    const ability = staffAbility(['editor_projetista']);
    for (const action of ['read', 'create', 'update', 'upload'] as const) {
      expect(ability.can(action, 'PROJETO')).toBe(true);
    }
  });

  it('does not let a site_manager create or update projects', () => {
    const ability = staffAbility(['site_manager']);
    expect(ability.can('create', 'PROJETO')).toBe(false);
    expect(ability.can('update', 'PROJETO')).toBe(false);
  });
});

describe('factory project permissions (SPEC §6 "Factory projects")', () => {
  it('lets admin_projetos_fabrica manage factory projects, add clients and read manufacturing', () => {
    const ability = staffAbility(['admin_projetos_fabrica']);
    expect(ability.can('manage', 'PROJETO_FABRICA')).toBe(true);
    expect(ability.can('addClient', 'PROJETO_FABRICA')).toBe(true);
    expect(ability.can('read', 'Fabricacao')).toBe(true);
  });

  it('does not let a user without admin_projetos_fabrica manage factory projects or add clients', () => {
    const ability = staffAbility(['projetista_fabrica', 'editor_projetista_fabrica', 'admin_projetos']);
    expect(ability.can('manage', 'PROJETO_FABRICA')).toBe(false);
    expect(ability.can('addClient', 'PROJETO_FABRICA')).toBe(false);
    expect(ability.can('delete', 'PROJETO_FABRICA')).toBe(false);
  });

  it('lets projetista_fabrica, projetista and site_manager read factory projects', () => {
    for (const role of ['projetista_fabrica', 'projetista', 'site_manager']) {
      expect(staffAbility([role]).can('read', 'PROJETO_FABRICA')).toBe(true);
    }
  });

  it('does not let projetista_fabrica create, update or upload to factory projects', () => {
    const ability = staffAbility(['projetista_fabrica']);
    for (const action of ['create', 'update', 'upload'] as const) {
      expect(ability.can(action, 'PROJETO_FABRICA')).toBe(false);
    }
  });

  it('does not let a user without a factory project role read factory projects', () => {
    expect(staffAbility(['editor_projetista']).can('read', 'PROJETO_FABRICA')).toBe(false);
  });

  it('lets editor_projetista_fabrica read, create, update and upload to factory projects', () => {
    const ability = staffAbility(['editor_projetista_fabrica']);
    for (const action of ['read', 'create', 'update', 'upload'] as const) {
      expect(ability.can(action, 'PROJETO_FABRICA')).toBe(true);
    }
  });

  it('lets a site_manager upload to factory projects but not create or update them', () => {
    const ability = staffAbility(['site_manager']);
    expect(ability.can('upload', 'PROJETO_FABRICA')).toBe(true);
    expect(ability.can('create', 'PROJETO_FABRICA')).toBe(false);
    expect(ability.can('update', 'PROJETO_FABRICA')).toBe(false);
  });

  it('does not let a user without site_manager or an editor role upload to factory projects', () => {
    expect(staffAbility(['projetista']).can('upload', 'PROJETO_FABRICA')).toBe(false);
  });
});
