/**
 * The units a materials list may use, as Brazilian takeoffs write them, with the unit of measure SAP knows them by
 * (the SAP export writes that one). A unit outside this list is refused: SAP would refuse the line later.
 */
export const MATERIAIS_UNIDADES = {
  un: { nome: 'unidade', sap: 'UN' },
  pç: { nome: 'peça', sap: 'PC' },
  cj: { nome: 'conjunto', sap: 'CJ' },
  jg: { nome: 'jogo', sap: 'JG' },
  par: { nome: 'par', sap: 'PAR' },
  kit: { nome: 'kit', sap: 'KIT' },
  m: { nome: 'metro', sap: 'M' },
  mm: { nome: 'milímetro', sap: 'MM' },
  'm²': { nome: 'metro quadrado', sap: 'M2' },
  'm³': { nome: 'metro cúbico', sap: 'M3' },
  kg: { nome: 'quilograma', sap: 'KG' },
  t: { nome: 'tonelada', sap: 'TO' },
  l: { nome: 'litro', sap: 'L' },
  gl: { nome: 'galão', sap: 'GL' },
  sc: { nome: 'saco', sap: 'SC' },
  cx: { nome: 'caixa', sap: 'CX' },
  rl: { nome: 'rolo', sap: 'RL' },
  br: { nome: 'barra', sap: 'BR' },
  ch: { nome: 'chapa', sap: 'CH' },
  vb: { nome: 'verba', sap: 'VB' },
  h: { nome: 'hora', sap: 'H' },
} as const;

export type TUnidadeMaterial = keyof typeof MATERIAIS_UNIDADES;
export const UNIDADES_MATERIAL = Object.keys(MATERIAIS_UNIDADES) as [TUnidadeMaterial, ...TUnidadeMaterial[]];

/**
 * The unit as typed or pasted from a spreadsheet ("M2", "Pç", "PC", "unid", "m2"), or undefined when it is none of
 * ours: the same unit whatever the case, the SAP code, or the square/cubic written with a plain digit.
 */
export function normalizarUnidade(texto: string): TUnidadeMaterial | undefined {
  const t = texto.trim().toLowerCase().replace(/2$/, '²').replace(/3$/, '³');
  if (t in MATERIAIS_UNIDADES) return t as TUnidadeMaterial;
  const aliases: Record<string, TUnidadeMaterial> = {
    pc: 'pç',
    pca: 'pç',
    peça: 'pç',
    unid: 'un',
    und: 'un',
    ton: 't',
  };
  if (aliases[t]) return aliases[t];
  const bySap = UNIDADES_MATERIAL.find(
    (u) => MATERIAIS_UNIDADES[u].sap.toLowerCase() === texto.trim().toLowerCase(),
  );
  return bySap;
}

/** Disciplines of a list or template (DOMAIN.md: engineering disciplines of a takeoff). */
export const MATERIAIS_DISCIPLINAS = {
  civil: 'Civil',
  mecanica: 'Mecânica',
  eletrica: 'Elétrica',
  tubulacao: 'Tubulação',
  estrutura_metalica: 'Estrutura metálica',
  automacao: 'Automação',
  instrumentacao: 'Instrumentação',
  pintura: 'Pintura',
  outra: 'Outra',
} as const;
export type TDisciplinaMaterial = keyof typeof MATERIAIS_DISCIPLINAS;
export const DISCIPLINAS_MATERIAL = Object.keys(MATERIAIS_DISCIPLINAS) as [
  TDisciplinaMaterial,
  ...TDisciplinaMaterial[],
];
