import { CONTRATO_STATUS } from '../permissions/contratos';
import { defineLifecycle } from '../workflow/lifecycle';

export { CONTRATO_STATUS };
export type TContratoStatus = (typeof CONTRATO_STATUS)[number];

/** The statuses read as the spec writes them (SPEC §4): the labels are the statuses themselves. */
export const CONTRATO_STATUS_LABEL: Record<TContratoStatus, string> = Object.fromEntries(
  CONTRATO_STATUS.map((s) => [s, s]),
) as Record<TContratoStatus, string>;

/** The people a contract names (SPEC §3: responsavel.mail, gestor.mail, validador.mail). */
export const CONTRATO_PAPEIS = ['responsavel', 'gestor', 'validador'] as const;
export type TContratoPapel = (typeof CONTRATO_PAPEIS)[number];

export const CONTRATO_PAPEL_LABEL: Record<TContratoPapel, string> = {
  responsavel: 'Responsável',
  gestor: 'Gestor',
  validador: 'Verificador',
};

/**
 * The roles that let a named person act in their place (SPEC §6): the responsible writes it (`contratos`, or
 * `editor_contratos`), the manager carries legal review and cancellation (`contratos`), the validator verifies and
 * finalises (`contratos`). Naming anyone else would leave the contract waiting for someone who can never move it.
 */
export const CONTRATO_PAPEL_PAPEIS: Record<TContratoPapel, readonly string[]> = {
  responsavel: ['contratos', 'editor_contratos', 'admin_contratos', 'acesso_total'],
  // The manager carries the legal review and the cancellation, which only `contratos` edits: a site manager is named
  // manager when they also hold `contratos` (their own role adds the approved contract).
  gestor: ['contratos', 'admin_contratos', 'acesso_total'],
  validador: ['contratos', 'admin_contratos', 'acesso_total'],
};

/**
 * Who holds the contract in each status: the named person whose edit right SPEC §6 ties to that status, and so the
 * one who moves it on (the responsible while it is written, the manager through legal review and cancellation, the
 * validator through verification and finalisation, the manager again once approved).
 */
export const CONTRATO_QUEM_AGE: Record<TContratoStatus, TContratoPapel> = {
  Revisão: 'responsavel',
  'Emitido para o Jurídico': 'gestor',
  'Revisão para cancelamento': 'gestor',
  'Emitido para o verificador': 'validador',
  'Em finalização': 'validador',
  Aprovado: 'gestor',
};

const notices = ['acao_pendente', 'status_alterado'] as const;

/**
 * The contract's life cycle (SPEC §4, §6; the graph is drawn in apps/api/src/modules/contratos/README.md).
 *
 * - Approval: Revisão → Emitido para o Jurídico → Emitido para o verificador → Em finalização → Aprovado.
 * - Legal review: in Emitido para o Jurídico the manager, with legal's opinion, issues it to the validator, returns
 *   it to Revisão, or sends it to Revisão para cancelamento.
 * - Cancellation: an approved contract (or one legal advises against) goes to Revisão para cancelamento, where the
 *   manager drafts the termination (distrato) and issues it to the validator, or gives up and returns it to Revisão.
 *   A termination then goes through verification and finalisation like a contract; its approval (`aprovar_distrato`)
 *   closes the contract as cancelled (it stays Aprovado, marked cancelled, and nothing more changes).
 * - Finalisation: in Em finalização the validator collects the signatures and approves it, or returns it.
 *
 * Every move's action is `update`: whoever SPEC §6 lets edit the contract in a status is who moves it on from
 * there (the named person, `editor_contratos` in Revisão, the site manager as manager once Aprovado, and
 * `admin_contratos` always). A returned termination goes back to Revisão para cancelamento, not to Revisão.
 */
export const CONTRATOS_LIFECYCLE = defineLifecycle({
  entidade: 'contrato',
  subject: 'Contratos',
  umRegistro: 'Um contrato',
  statuses: CONTRATO_STATUS,
  labels: CONTRATO_STATUS_LABEL,
  moves: {
    emitir_juridico: {
      from: ['Revisão'],
      to: 'Emitido para o Jurídico',
      action: 'update',
      label: 'Emitir para o Jurídico',
      past: 'emitido para o Jurídico',
      tone: 'primary',
      notices,
    },
    emitir_verificador: {
      from: ['Emitido para o Jurídico', 'Revisão para cancelamento'],
      to: 'Emitido para o verificador',
      action: 'update',
      label: 'Emitir para o verificador',
      past: 'emitido para o verificador',
      tone: 'primary',
      notices,
    },
    finalizar: {
      from: ['Emitido para o verificador'],
      to: 'Em finalização',
      action: 'update',
      label: 'Enviar para finalização',
      past: 'enviado para finalização',
      tone: 'primary',
      notices,
    },
    aprovar: {
      from: ['Em finalização'],
      to: 'Aprovado',
      action: 'update',
      label: 'Aprovar',
      past: 'aprovado',
      tone: 'success',
      notices,
    },
    aprovar_distrato: {
      from: ['Em finalização'],
      to: 'Aprovado',
      action: 'update',
      label: 'Aprovar o distrato',
      past: 'cancelado por distrato',
      tone: 'error',
      // Nobody acts on a cancelled contract any more: its followers only hear that it ended.
      notices: ['status_alterado'],
    },
    devolver_revisao: {
      from: ['Emitido para o Jurídico', 'Emitido para o verificador', 'Em finalização'],
      to: 'Revisão',
      action: 'update',
      label: 'Devolver para revisão',
      past: 'devolvido para revisão',
      requires: { motivo: true },
      tone: 'warning',
      notices,
    },
    devolver_cancelamento: {
      from: ['Emitido para o verificador', 'Em finalização'],
      to: 'Revisão para cancelamento',
      action: 'update',
      label: 'Devolver o distrato',
      past: 'devolvido para a revisão do cancelamento',
      requires: { motivo: true },
      tone: 'warning',
      notices,
    },
    revisar_cancelamento: {
      from: ['Emitido para o Jurídico', 'Aprovado'],
      to: 'Revisão para cancelamento',
      action: 'update',
      label: 'Pedir cancelamento',
      past: 'enviado para revisão de cancelamento',
      requires: { motivo: true },
      tone: 'error',
      notices,
    },
    desistir_cancelamento: {
      from: ['Revisão para cancelamento'],
      to: 'Revisão',
      action: 'update',
      label: 'Desistir do cancelamento',
      past: 'retomado para revisão',
      requires: { motivo: true },
      tone: 'warning',
      notices,
    },
  },
  refused: {
    emitir_juridico:
      'Só o responsável por este contrato (ou quem redige contratos) pode emiti-lo para o Jurídico.',
    emitir_verificador: 'Só o gestor deste contrato pode emiti-lo para o verificador.',
    finalizar: 'Só o verificador deste contrato pode enviá-lo para finalização.',
    aprovar: 'Só o verificador deste contrato pode aprová-lo.',
    aprovar_distrato: 'Só o verificador deste contrato pode aprovar o distrato.',
    devolver_revisao: 'Só quem está com o contrato nesta etapa pode devolvê-lo para revisão.',
    devolver_cancelamento: 'Só o verificador deste contrato pode devolver o distrato.',
    revisar_cancelamento:
      'Só o gestor deste contrato pede o cancelamento: na revisão jurídica, com o papel contratos; depois de aprovado, se for site manager.',
    desistir_cancelamento: 'Só o gestor deste contrato pode desistir do cancelamento.',
  },
});

export type TContratoMove = keyof typeof CONTRATOS_LIFECYCLE.moves;

/**
 * The moves that depend on which flow the contract is in: a termination (distrato) under way is returned to
 * Revisão para cancelamento and never to Revisão, and its approval cancels the contract (`aprovar_distrato`); a
 * contract is returned to Revisão and approved (`aprovar`); a cancelled contract moves no more.
 */
export function contratoMovePermitido(
  move: TContratoMove,
  estado: { emCancelamento: boolean; cancelado: boolean },
): boolean {
  if (estado.cancelado) return false;
  if (move === 'devolver_cancelamento' || move === 'aprovar_distrato') return estado.emCancelamento;
  if (move === 'aprovar') return !estado.emCancelamento;
  if (move === 'devolver_revisao') return !estado.emCancelamento;
  return true;
}

/** "CT-007": a contract's number as people say it (numbered per obra). */
export function codigoContrato(numero: number): string {
  return `CT-${String(numero).padStart(3, '0')}`;
}

/** What a contract's party is: the company's subcontractor, its client, or a supplier. */
export const CONTRATO_PARTE_TIPOS = ['subcontratada', 'cliente', 'fornecedor'] as const;
export type TContratoParteTipo = (typeof CONTRATO_PARTE_TIPOS)[number];
export const CONTRATO_PARTE_LABEL: Record<TContratoParteTipo, string> = {
  subcontratada: 'Subcontratada',
  cliente: 'Cliente',
  fornecedor: 'Fornecedor',
};

/** The kinds of document a contract keeps. */
export const CONTRATO_DOCUMENTO_TIPOS = [
  'minuta',
  'contrato_assinado',
  'aditivo',
  'distrato',
  'outro',
] as const;
export type TContratoDocumentoTipo = (typeof CONTRATO_DOCUMENTO_TIPOS)[number];
export const CONTRATO_DOCUMENTO_LABEL: Record<TContratoDocumentoTipo, string> = {
  minuta: 'Minuta',
  contrato_assinado: 'Contrato assinado',
  aditivo: 'Aditivo assinado',
  distrato: 'Distrato',
  outro: 'Outro',
};
