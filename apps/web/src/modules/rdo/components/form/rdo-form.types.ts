/**
 * The RDO form's values as the inputs hold them. Numbers stay as typed text (so `12,5` works and an empty field is
 * not a zero) until `normalizeRdoForm` hands them to ZRdoConteudo, which parses and checks them like the API does.
 */
export interface ClimaPeriodoInput {
  tempo: string | null;
  condicao: string | null;
}

export interface MaoDeObraInput {
  funcao: string;
  empresa: string;
  tipo: 'propria' | 'terceirizada';
  quantidade: string;
  horas: string;
}

export interface EquipamentoInput {
  descricao: string;
  quantidade: string;
  operando: string;
  parado: string;
}

export interface AtividadeInput {
  atividadePlanejadaId: string | null;
  descricao: string;
  percentualAcumulado: string;
  observacao: string;
  /** Shown beside a planned activity (not sent: the API works it out from the plan). */
  percentualPrevisto: number | null;
}

export interface OcorrenciaInput {
  tipo: string;
  descricao: string;
}

export interface RdoConteudoForm {
  semTrabalho: boolean;
  horarioInicio: string;
  horarioFim: string;
  clima: { manha: ClimaPeriodoInput; tarde: ClimaPeriodoInput; noite: ClimaPeriodoInput };
  chuvaMm: string;
  maoDeObra: MaoDeObraInput[];
  equipamentos: EquipamentoInput[];
  atividades: AtividadeInput[];
  ocorrencias: OcorrenciaInput[];
  comentarios: string;
}

/** Field names match the API's (`conteudo.maoDeObra.2.quantidade`, `justificativa`), so its errors land in place. */
export interface RdoFormValues {
  conteudo: RdoConteudoForm;
  justificativa: string;
}
