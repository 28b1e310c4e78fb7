/** A line of the plan grid. `key` identifies it in the grid; `id` is the saved activity's (absent until saved). */
export interface PlanoRow {
  key: string;
  id?: string;
  codigo: string;
  descricao: string;
  peso: number | null;
  /** `aaaa-mm-dd`, or empty while not typed. */
  inicioPrevisto: string;
  fimPrevisto: string;
  /** Null for a line not saved yet (nothing reported against it). */
  percentualRealizado: number | null;
  percentualPrevisto: number | null;
  atrasada: boolean;
}

/** The editable columns, whose names are the API's (`atividades.3.fimPrevisto`). */
export type PlanoCampo = 'codigo' | 'descricao' | 'peso' | 'inicioPrevisto' | 'fimPrevisto';

/** What reading a spreadsheet did to the grid (shown until the next save or import). */
export interface PlanoImportacao {
  total: number;
  novas: number;
  atualizadas: number;
  /** Saved lines the spreadsheet does not have: they go when the plan is saved. */
  removidas: PlanoRow[];
  /** The spreadsheet's lines that could not be read. */
  erros: { linha: number; mensagem: string }[];
}
