/**
 * Permission subjects. The first thirteen are SPEC §6's own words; the rest name, once, the areas the spec
 * implies without naming a subject (RDO, after-sales, manufacturing, field, automation, permissions page, ...).
 */
export const SUBJECTS = [
  'Contratos',
  'Materiais',
  'PROJETO',
  'TicketSgi',
  'Produto',
  'TAF',
  'ProcessoJuridico',
  'BIBLIOTECA',
  'Obra',
  'Usuario',
  'PERFIL',
  'SEGUROS',
  'SEGUROS_PLENO',
  // implied by SPEC §6 rows
  'RDO',
  'PosVendas',
  'Fabricacao',
  'PROJETO_FABRICA',
  'Field',
  'Automacao',
  'Permissoes',
  'InteracaoTicket',
  'Cliente',
  // issue 12: the administrators' audit page (/auditoria); only `manage all` (acesso_total) reaches it
  'Auditoria',
  // issue 23: the ethics channel's reports, read only by the ethics committee (permissions/etica.ts)
  'DenunciaEtica',
] as const;
export type TSubject = (typeof SUBJECTS)[number];

/**
 * Actions: SPEC §6's nine, then those its rows imply (delete, upload, release, approve, ...), each named once.
 */
export const ACTIONS = [
  'read',
  'readInterno',
  'admin_projetos',
  'readAcoes',
  'manage',
  'update',
  'create',
  'inspect',
  'configure',
  // implied
  'delete',
  'upload',
  'comment',
  'accept',
  'liberar',
  'create_obra',
  'create_projeto',
  'addClient',
  'plannedDates',
  'delayWarning',
  'approve',
  'createFolder',
] as const;
export type TAction = (typeof ACTIONS)[number];

/** Everything a "reads everything" role (mkt_read) may do. */
export const READ_ACTIONS: TAction[] = ['read', 'readInterno', 'readAcoes', 'inspect'];
