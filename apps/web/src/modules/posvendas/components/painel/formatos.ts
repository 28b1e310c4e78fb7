import { formatDecimal } from '@portal/domain';

/** `2026-03` → `03/2026` (the API's months). */
export const mesAno = (mes: string) =>
  /^\d{4}-\d{2}/.test(mes) ? `${mes.slice(5, 7)}/${mes.slice(0, 4)}` : mes;

/** An average rating with one decimal: `8,7`. */
export const media = (valor: number) => formatDecimal(valor, 1);

/** A share from 0 to 1 as a percentage: `62 %`. */
export const porcento = (valor: number) => `${formatDecimal(valor * 100, 0)} %`;

const reaisCurtos = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Money on a chart's axis, short: `R$ 2,5 mil`. */
export const reaisEixo = (valor: number) => reaisCurtos.format(valor).replace(/\u00a0/g, ' ');
