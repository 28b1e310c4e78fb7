/** SPEC §9: ratings 1 to 10. 9–10 pleased (green), 7–8 neutral (amber), 1–6 displeased (red). */
export type CorDaNota = 'error' | 'warning' | 'success';

export function corDaNota(nota: number): CorDaNota {
  return nota >= 9 ? 'success' : nota >= 7 ? 'warning' : 'error';
}

export const NOTAS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
