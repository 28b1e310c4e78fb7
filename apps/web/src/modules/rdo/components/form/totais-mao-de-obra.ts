import { parseDecimal } from '../../parse-decimal';
import type { MaoDeObraInput } from './rdo-form.types';

export interface TotaisMaoDeObra {
  propria: number;
  terceirizada: number;
  total: number;
  /** Σ people × hours over the lines that have hours; null when no line has them. */
  homemHora: number | null;
}

/** The day's headcount by own / subcontracted staff, as the lines are typed (unreadable quantities count 0). */
export function totaisMaoDeObra(linhas: readonly MaoDeObraInput[]): TotaisMaoDeObra {
  let propria = 0;
  let terceirizada = 0;
  let homemHora: number | null = null;
  for (const linha of linhas) {
    const quantidade = parseDecimal(linha.quantidade);
    const pessoas = quantidade !== null && Number.isInteger(quantidade) && quantidade > 0 ? quantidade : 0;
    if (linha.tipo === 'terceirizada') terceirizada += pessoas;
    else propria += pessoas;
    const horas = parseDecimal(linha.horas);
    if (horas !== null && horas >= 0) homemHora = (homemHora ?? 0) + pessoas * horas;
  }
  return { propria, terceirizada, total: propria + terceirizada, homemHora };
}
