import { formatDecimal } from '@portal/domain';

/** `12345.5` → `12.345,5 kg` (pt-BR, thousands grouped). */
export const kg = (valor: number) => `${formatDecimal(valor, 1)} kg`;

/** `37.5` → `37,5 h`. */
export const horas = (valor: number) => `${formatDecimal(valor, 1)} h`;

/** `42.857` → `42,9%`. */
export const pct = (valor: number) => `${formatDecimal(valor, 1)}%`;

/** A number as a person types it in Brazil (`1.234,5`) for a form's text field. */
export const numeroCampo = (valor: number | null | undefined) =>
  valor === null || valor === undefined ? '' : formatDecimal(valor, 3).replace(/\./g, '');
