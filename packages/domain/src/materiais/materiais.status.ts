import { MATERIAIS_STATUS } from '../permissions/materiais';
import { defineLifecycle } from '../workflow/lifecycle';

export { MATERIAIS_STATUS };
export type TMateriaisStatus = (typeof MATERIAIS_STATUS)[number];

/** The statuses read as the spec writes them (SPEC §4): the labels are the statuses themselves. */
export const MATERIAIS_STATUS_LABEL: Record<TMateriaisStatus, string> = Object.fromEntries(
  MATERIAIS_STATUS.map((s) => [s, s]),
) as Record<TMateriaisStatus, string>;

/** The people a list names, in release order (SPEC §3: Quantificou, Verificador, Site_manager, Coordenador). */
export const MATERIAIS_PAPEIS = ['quantificador', 'verificador', 'siteManager', 'coordenador'] as const;
export type TMateriaisPapel = (typeof MATERIAIS_PAPEIS)[number];

export const MATERIAIS_PAPEL_LABEL: Record<TMateriaisPapel, string> = {
  quantificador: 'Quantificador',
  verificador: 'Verificador',
  siteManager: 'Site manager',
  coordenador: 'Coordenador',
};

/**
 * Who holds the list in each status: the named person who must act on it, or planning (`pcp`, a role, not a
 * person named on the list).
 */
export const MATERIAIS_QUEM_AGE: Record<TMateriaisStatus, TMateriaisPapel | 'pcp'> = {
  REVISAR: 'quantificador',
  'EM ELABORAÇÃO': 'quantificador',
  'LIBERADO PARA VERIFICAÇÃO': 'verificador',
  'LIBERADO PARA SITE MANAGER': 'siteManager',
  'LIBERADO PARA COORDENADOR': 'coordenador',
  'LIBERADO PARA PLANEJAMENTO': 'pcp',
};

/** Where the lines may change: while the quantifier writes the list, and in planning (by `pcp`). */
export const MATERIAIS_LINHAS_EDITAVEIS: readonly TMateriaisStatus[] = [
  'REVISAR',
  'EM ELABORAÇÃO',
  'LIBERADO PARA PLANEJAMENTO',
];

/** Statuses reached by a release: a change of lines there sends the list back to REVISAR. */
export const MATERIAIS_LIBERADOS: readonly TMateriaisStatus[] = MATERIAIS_STATUS.slice(2);

const released = ['acao_pendente', 'status_alterado'] as const;

/**
 * The release chain (SPEC §4 and §6). A new list is EM ELABORAÇÃO with its quantifier; each stage's named person
 * releases it to the next (`liberar`, whose rules carry the person and the status: permissions/materiais.ts), and
 * each may return it to REVISAR with a reason; from REVISAR the quantifier takes it up again. A materials
 * administrator (`manage`) may make any move. Each release keeps the lines as released (a revision).
 */
export const MATERIAIS_LIFECYCLE = defineLifecycle({
  entidade: 'lista_materiais',
  subject: 'Materiais',
  umRegistro: 'Uma lista de materiais',
  statuses: MATERIAIS_STATUS,
  labels: MATERIAIS_STATUS_LABEL,
  moves: {
    elaborar: {
      from: ['REVISAR'],
      to: 'EM ELABORAÇÃO',
      action: 'liberar',
      label: 'Retomar a elaboração',
      past: 'retomada para elaboração',
      tone: 'primary',
      notices: ['status_alterado'],
    },
    liberar_verificacao: {
      from: ['EM ELABORAÇÃO'],
      to: 'LIBERADO PARA VERIFICAÇÃO',
      action: 'liberar',
      label: 'Liberar para verificação',
      past: 'liberada para verificação',
      tone: 'success',
      notices: released,
    },
    liberar_site_manager: {
      from: ['LIBERADO PARA VERIFICAÇÃO'],
      to: 'LIBERADO PARA SITE MANAGER',
      action: 'liberar',
      label: 'Liberar para o site manager',
      past: 'liberada para o site manager',
      tone: 'success',
      notices: released,
    },
    liberar_coordenador: {
      from: ['LIBERADO PARA SITE MANAGER'],
      to: 'LIBERADO PARA COORDENADOR',
      action: 'liberar',
      label: 'Liberar para o coordenador',
      past: 'liberada para o coordenador',
      tone: 'success',
      notices: released,
    },
    liberar_planejamento: {
      from: ['LIBERADO PARA COORDENADOR'],
      to: 'LIBERADO PARA PLANEJAMENTO',
      action: 'liberar',
      label: 'Liberar para o planejamento',
      past: 'liberada para o planejamento',
      tone: 'success',
      notices: released,
    },
    devolver: {
      from: [
        'LIBERADO PARA VERIFICAÇÃO',
        'LIBERADO PARA SITE MANAGER',
        'LIBERADO PARA COORDENADOR',
        'LIBERADO PARA PLANEJAMENTO',
      ],
      to: 'REVISAR',
      action: 'liberar',
      label: 'Devolver para revisão',
      past: 'devolvida para revisão',
      requires: { motivo: true },
      tone: 'warning',
      notices: released,
    },
  },
  refused: {
    elaborar: 'Só o quantificador desta lista pode retomar a elaboração.',
    liberar_verificacao: 'Só o quantificador desta lista pode liberá-la para verificação.',
    liberar_site_manager: 'Só o verificador desta lista pode liberá-la para o site manager.',
    liberar_coordenador: 'Só o site manager desta lista pode liberá-la para o coordenador.',
    liberar_planejamento: 'Só o coordenador desta lista pode liberá-la para o planejamento.',
    devolver: 'Só quem está com a lista nesta etapa pode devolvê-la para revisão.',
  },
});

export type TMateriaisMove = keyof typeof MATERIAIS_LIFECYCLE.moves;

/** The moves that release the list to the next stage: each keeps a revision of its lines. */
export const MATERIAIS_LIBERACOES: readonly TMateriaisMove[] = [
  'liberar_verificacao',
  'liberar_site_manager',
  'liberar_coordenador',
  'liberar_planejamento',
];

/** "LM-007": a list's number as people say it (numbered per obra). */
export function codigoLista(numero: number): string {
  return `LM-${String(numero).padStart(3, '0')}`;
}
