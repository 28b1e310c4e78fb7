import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "Projects": admin_projetos manage and add client; projetista/site_manager read and readInterno;
 * editor_projetista read/create/update/upload; site_manager upload.
 */
export const projetosRules: AreaRules = ({ can }, { has }) => {
  if (has('admin_projetos')) can(['manage', 'addClient', 'admin_projetos'], 'PROJETO');
  // Staff who read a register also comment on it (issue 15: the spec names `comment` only for clients).
  if (has('projetista') || has('site_manager')) can(['read', 'readInterno', 'comment'], 'PROJETO');
  if (has('editor_projetista')) can(['read', 'create', 'update', 'upload', 'comment'], 'PROJETO');
  if (has('site_manager')) can('upload', 'PROJETO');
};

/**
 * SPEC §6 "Factory projects": admin_projetos_fabrica manage, read manufacturing, add client;
 * projetista_fabrica/projetista/site_manager read; editor_projetista_fabrica read/create/update/upload;
 * site_manager upload.
 */
export const projetosFabricaRules: AreaRules = ({ can }, { has }) => {
  if (has('admin_projetos_fabrica')) {
    can(['manage', 'addClient'], 'PROJETO_FABRICA');
    can('read', 'Fabricacao');
  }
  if (has('projetista_fabrica') || has('projetista') || has('site_manager'))
    can(['read', 'comment'], 'PROJETO_FABRICA');
  if (has('editor_projetista_fabrica'))
    can(['read', 'create', 'update', 'upload', 'comment'], 'PROJETO_FABRICA');
  if (has('site_manager')) can('upload', 'PROJETO_FABRICA');
};
