import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "Clients", the restricted set of an external user: with projetista/site_manager, read projects and
 * sites and comment; projetista_fabrica: read factory projects, manufacturing, products; read sites in their list;
 * aprovador/aprovador_fabrica update projects in PAP. Every site rule is bounded by the user's own obras.
 */
export const clientRules: AreaRules = ({ can }, { has, user }) => {
  const mine = { $in: [...user.obras] };
  can('read', 'Obra', { Id_Lista: mine });
  can('read', 'PERFIL');
  if (has('projetista') || has('site_manager')) {
    can(['read', 'comment'], 'PROJETO', { obra: mine });
  }
  if (has('projetista_fabrica')) {
    can('read', 'PROJETO_FABRICA', { obra: mine });
    can('read', 'Fabricacao', { Id_Lista: mine });
    can('read', 'Produto');
  }
  // The approver's "update in PAP" is the review (issue 15); it is also named `approve`, which the review checks,
  // so that a designer's `update` never counts as the client's code. Editing the register needs `create` as well
  // (the designers'), which no client has. Approvers read and comment what they review.
  if (has('aprovador')) {
    can(['read', 'comment'], 'PROJETO', { obra: mine });
    can(['update', 'approve'], 'PROJETO', { obra: mine, Situacao: 'PAP' });
  }
  if (has('aprovador_fabrica')) {
    can(['read', 'comment'], 'PROJETO_FABRICA', { obra: mine });
    can(['update', 'approve'], 'PROJETO_FABRICA', { obra: mine, Situacao: 'PAP' });
  }
};
