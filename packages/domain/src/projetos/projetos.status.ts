import { defineLifecycle } from '../workflow/lifecycle';

/**
 * An engineering document's situation (issue 15; SPEC §4 "Project situation"). The designers hold it while they
 * prepare it (EL) and after a review that sends it back (APC with code B, REV with C, REP with D); the client holds
 * it while it waits for approval (PAP); nobody holds it when approved (APR), issued without asking for approval
 * (EMI) or cancelled (CL). A document is never deleted: cancelling is the end of its road, and CL never counts as
 * overdue.
 */
export const PROJETO_SITUACOES = ['EL', 'PAP', 'APC', 'REV', 'REP', 'APR', 'EMI', 'CL'] as const;
export type TProjetoSituacao = (typeof PROJETO_SITUACOES)[number];

export const PROJETO_SITUACAO_LABEL: Record<TProjetoSituacao, string> = {
  EL: 'Em elaboração',
  PAP: 'Pendente de aprovação',
  APC: 'Aprovado com comentários',
  REV: 'Revisar e reapresentar',
  REP: 'Reprovado',
  APR: 'Aprovado',
  EMI: 'Emitido',
  CL: 'Cancelado',
};

/** Who must act next on a document ("who holds the ball"). */
export const PROJETO_DETENTORES = ['projetistas', 'cliente'] as const;
export type TProjetoDetentor = (typeof PROJETO_DETENTORES)[number];
export const PROJETO_DETENTOR_LABEL: Record<TProjetoDetentor, string> = {
  projetistas: 'Projetistas',
  cliente: 'Cliente',
};

export function detentorDe(situacao: TProjetoSituacao): TProjetoDetentor | null {
  if (situacao === 'PAP') return 'cliente';
  if (situacao === 'EL' || situacao === 'APC' || situacao === 'REV' || situacao === 'REP')
    return 'projetistas';
  return null;
}

/** The situations in which somebody must act: the only ones that can be overdue (CL never is). */
export const PROJETO_SITUACOES_EM_ESPERA = PROJETO_SITUACOES.filter((s) => detentorDe(s) !== null);

/** Overdue: past its due date (`aaaa-mm-dd`, before `hoje`) while awaiting someone. */
export function projetoAtrasado(
  p: { situacao: TProjetoSituacao; prazo: string | null },
  hoje: string,
): boolean {
  return p.prazo !== null && p.prazo < hoje && detentorDe(p.situacao) !== null;
}

/** The client's review codes (DOMAIN.md "Engineering documents"). */
export const PROJETO_CODIGOS = ['A', 'B', 'C', 'D'] as const;
export type TProjetoCodigo = (typeof PROJETO_CODIGOS)[number];
export const PROJETO_CODIGO_LABEL: Record<TProjetoCodigo, string> = {
  A: 'A — Aprovado',
  B: 'B — Aprovado com comentários',
  C: 'C — Revisar e reapresentar',
  D: 'D — Reprovado',
};
/** B, C and D send the document back to the designers, with a due date and at least one comment. */
export const PROJETO_CODIGOS_DEVOLVEM: readonly TProjetoCodigo[] = ['B', 'C', 'D'];

const quemEmite =
  'Só os projetistas (editor de projetos) ou o administrador de projetos podem emitir revisões.';
const quemRevisa =
  'Só o aprovador do cliente desta obra revisa um documento, e só enquanto ele está pendente de aprovação (PAP).';
const quemCancela = 'Só o administrador de projetos cancela ou reativa um documento.';
const devolve = { from: ['PAP'] as const, action: 'approve' as const, requires: { comentario: true } };

/**
 * The moves. `emitir` and `emitir_sem_aprovacao` are made by a transmittal (POST /api/projetos/transmittais),
 * the four review moves by the client's review (POST …/revisoes/:revisao/parecer); only `cancelar` and `reativar`
 * are buttons of their own.
 */
export const PROJETO_LIFECYCLE = defineLifecycle({
  entidade: 'projeto',
  subject: 'PROJETO',
  umRegistro: 'Um documento',
  statuses: PROJETO_SITUACOES,
  labels: PROJETO_SITUACAO_LABEL,
  moves: {
    emitir: {
      from: ['EL', 'APC', 'REV', 'REP', 'APR', 'EMI'],
      to: 'PAP',
      action: 'update',
      label: 'Emitir para aprovação',
      past: 'emitido para aprovação',
      tone: 'primary',
      notices: ['acao_pendente', 'status_alterado'],
    },
    emitir_sem_aprovacao: {
      from: ['EL', 'APC', 'REV', 'REP', 'APR', 'EMI'],
      to: 'EMI',
      action: 'update',
      label: 'Emitir',
      past: 'emitido',
      tone: 'primary',
      notices: ['status_alterado'],
    },
    aprovar: {
      from: ['PAP'],
      to: 'APR',
      action: 'approve',
      label: 'Aprovar (A)',
      past: 'aprovado',
      tone: 'success',
      notices: ['status_alterado'],
    },
    aprovar_com_comentarios: {
      ...devolve,
      to: 'APC',
      label: 'Aprovar com comentários (B)',
      past: 'aprovado com comentários',
      tone: 'success',
      notices: ['acao_pendente', 'status_alterado'],
    },
    revisar_reapresentar: {
      ...devolve,
      to: 'REV',
      label: 'Revisar e reapresentar (C)',
      past: 'devolvido para revisão',
      tone: 'warning',
      notices: ['acao_pendente', 'status_alterado'],
    },
    reprovar: {
      ...devolve,
      to: 'REP',
      label: 'Reprovar (D)',
      past: 'reprovado',
      tone: 'error',
      notices: ['acao_pendente', 'status_alterado'],
    },
    cancelar: {
      from: ['EL', 'PAP', 'APC', 'REV', 'REP', 'APR', 'EMI'],
      to: 'CL',
      action: 'admin_projetos',
      label: 'Cancelar documento',
      past: 'cancelado',
      tone: 'error',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
    reativar: {
      from: ['CL'],
      to: 'EL',
      action: 'admin_projetos',
      label: 'Reativar',
      past: 'reativado',
      tone: 'warning',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
  },
  refused: {
    emitir: quemEmite,
    emitir_sem_aprovacao: quemEmite,
    aprovar: quemRevisa,
    aprovar_com_comentarios: quemRevisa,
    revisar_reapresentar: quemRevisa,
    reprovar: quemRevisa,
    cancelar: quemCancela,
    reativar: quemCancela,
  },
});
export type TProjetoMove = keyof typeof PROJETO_LIFECYCLE.moves;

/** Factory projects (SPEC §6 "Factory projects") live the same life under their own subject. */
export const PROJETO_FABRICA_LIFECYCLE = defineLifecycle({
  ...PROJETO_LIFECYCLE,
  subject: 'PROJETO_FABRICA',
});

/** The move a review code makes. */
export const PROJETO_CODIGO_MOVE: Record<TProjetoCodigo, TProjetoMove> = {
  A: 'aprovar',
  B: 'aprovar_com_comentarios',
  C: 'revisar_reapresentar',
  D: 'reprovar',
};

/** The moves drawn as buttons on a document's page (transmittals and reviews make the others). */
export const PROJETO_MOVES_BOTOES: readonly TProjetoMove[] = ['cancelar', 'reativar'];
