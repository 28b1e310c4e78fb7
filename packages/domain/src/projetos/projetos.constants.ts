/**
 * The register's vocabulary (DOMAIN.md "Engineering documents"). A site's documents (CRE, subject PROJETO) are
 * As Built, Executivo or Referência (internal: only `readInterno` sees it); a fabrication's (subject
 * PROJETO_FABRICA) are Mecânica or Elétrica. The route segments (SPEC §2) are the keys.
 */
export const PROJETO_ESCOPOS = ['cre', 'fabrica'] as const;
export type TProjetoEscopo = (typeof PROJETO_ESCOPOS)[number];
export const PROJETO_ESCOPO_SUBJECT = { cre: 'PROJETO', fabrica: 'PROJETO_FABRICA' } as const;

export const PROJETO_CATEGORIAS_CRE = ['AsBuilt', 'Executivo', 'Referencia'] as const;
export const PROJETO_CATEGORIAS_FABRICA = ['Mecanica', 'Eletrica'] as const;
export const PROJETO_CATEGORIAS = [...PROJETO_CATEGORIAS_CRE, ...PROJETO_CATEGORIAS_FABRICA] as const;
export type TProjetoCategoria = (typeof PROJETO_CATEGORIAS)[number];
export const PROJETO_CATEGORIA_LABEL: Record<TProjetoCategoria, string> = {
  AsBuilt: 'As Built',
  Executivo: 'Executivo',
  Referencia: 'Referência',
  Mecanica: 'Mecânica',
  Eletrica: 'Elétrica',
};
/** The internal category: clients never see it, staff only with `readInterno`. */
export const PROJETO_CATEGORIA_INTERNA: TProjetoCategoria = 'Referencia';

export function categoriasDo(escopo: TProjetoEscopo): readonly TProjetoCategoria[] {
  return escopo === 'cre' ? PROJETO_CATEGORIAS_CRE : PROJETO_CATEGORIAS_FABRICA;
}

export const PROJETO_DISCIPLINAS = [
  'civil',
  'estrutural',
  'arquitetura',
  'eletrica',
  'mecanica',
  'hidraulica',
  'tubulacao',
  'automacao',
  'instrumentacao',
  'geral',
] as const;
export type TProjetoDisciplina = (typeof PROJETO_DISCIPLINAS)[number];
export const PROJETO_DISCIPLINA_LABEL: Record<TProjetoDisciplina, string> = {
  civil: 'Civil',
  estrutural: 'Estrutural',
  arquitetura: 'Arquitetura',
  eletrica: 'Elétrica',
  mecanica: 'Mecânica',
  hidraulica: 'Hidráulica',
  tubulacao: 'Tubulação',
  automacao: 'Automação',
  instrumentacao: 'Instrumentação',
  geral: 'Geral',
};

/** Why a revision is issued. Only `para_aprovacao` asks the client for a review code. */
export const PROJETO_FINALIDADES = ['para_aprovacao', 'para_construcao', 'informativo', 'as_built'] as const;
export type TProjetoFinalidade = (typeof PROJETO_FINALIDADES)[number];
export const PROJETO_FINALIDADE_LABEL: Record<TProjetoFinalidade, string> = {
  para_aprovacao: 'Para aprovação',
  para_construcao: 'Para construção',
  informativo: 'Informativo',
  as_built: 'As built',
};

/** How an obra names its revisions: 0, A, B… or 0, 1, 2… */
export const ESQUEMAS_REVISAO = ['letras', 'numeros'] as const;
export type TEsquemaRevisao = (typeof ESQUEMAS_REVISAO)[number];
export const ESQUEMA_REVISAO_LABEL: Record<TEsquemaRevisao, string> = {
  letras: '0, A, B, C…',
  numeros: '0, 1, 2, 3…',
};
/** The obra settings a site starts with. */
export const PROJETOS_CONFIG_PADRAO = {
  esquemaRevisao: 'letras' as TEsquemaRevisao,
  prazoClienteDias: 10,
  prazoRetornoDias: 7,
};

/**
 * The label of a document's next revision, given how many it already has: the first is always 0; then A…Z, AA,
 * AB… (letters) or 1, 2, 3… (numbers).
 */
export function proximaRevisao(esquema: TEsquemaRevisao, existentes: number): string {
  if (existentes <= 0) return '0';
  if (esquema === 'numeros') return String(existentes);
  let n = existentes;
  let label = '';
  while (n > 0) {
    n -= 1;
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26);
  }
  return label;
}

/** Statuses of one revision: prepared (files still change), issued in a transmittal, reviewed by the client. */
export const REVISAO_STATUSES = ['rascunho', 'emitida', 'revisada'] as const;
export type TRevisaoStatus = (typeof REVISAO_STATUSES)[number];
export const REVISAO_STATUS_LABEL: Record<TRevisaoStatus, string> = {
  rascunho: 'Em preparação',
  emitida: 'Emitida',
  revisada: 'Revisada',
};
