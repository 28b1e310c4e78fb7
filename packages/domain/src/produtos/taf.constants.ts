/**
 * TAF, teste de aceitação em fábrica (DOMAIN.md "Products and TAF"): the kinds of control point a template holds
 * and what each point's answer may be.
 */
export const TAF_PONTO_TIPOS = ['instrucao', 'passa_falha', 'medicao', 'foto'] as const;
export type TTafPontoTipo = (typeof TAF_PONTO_TIPOS)[number];

export const TAF_PONTO_TIPO_LABEL: Record<TTafPontoTipo, string> = {
  instrucao: 'Instrução',
  passa_falha: 'Passa / falha',
  medicao: 'Medição',
  foto: 'Foto',
};

/** A point's result: conforme / não conforme, or "não se aplica" (an instruction read, a point skipped by design). */
export const TAF_RESULTADOS = ['conforme', 'nao_conforme', 'nao_aplicavel'] as const;
export type TTafResultado = (typeof TAF_RESULTADOS)[number];

/** A control point as a template defines it and a TAF record copies it (the record keeps its own copy). */
export interface TTafPonto {
  id: string;
  ordem: number;
  tipo: TTafPontoTipo;
  descricao: string;
  /** Medição only: the nominal value, the ± tolerance and the unit ("mm", "bar", "V"). */
  nominal?: number;
  tolerancia?: number;
  unidade?: string;
}

/** A witness of the test (DOMAIN.md: witnesses), named on the record and the printed TAF. */
export interface TTafTestemunha {
  nome: string;
  empresa: string;
  cargo: string;
}
