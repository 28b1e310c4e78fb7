import { z } from 'zod';

/** A quantity (planned, to execute, executed): not negative, three decimals at most (m³, t, m). */
export const ZQuantidade = z
  .number({ error: 'Informe a quantidade em números' })
  .min(0, 'A quantidade não pode ser negativa')
  .max(999_999_999, 'Quantidade grande demais')
  .refine((v) => Math.round(v * 1000) === v * 1000 || Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, {
    message: 'Use no máximo três casas decimais',
  });

/** Hours worked in a day by a person or a machine. */
export const ZHoras = z
  .number({ error: 'Informe as horas em números' })
  .min(0, 'As horas não podem ser negativas')
  .max(24, 'Um dia tem no máximo 24 horas');

/** Rounds to three decimals the way the database keeps quantities (numeric(14,3)). */
export function roundQuantidade(value: number): number {
  return Math.round(value * 1000) / 1000;
}
