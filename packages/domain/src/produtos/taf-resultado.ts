import type { TTafResultado } from './taf.constants';
import type { TTafVeredito } from './taf.status';

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** A decimal as an integer and its scale ("10.05" → 1005n, 2), read from text or from a number's own digits. */
function escalado(valor: string | number): { n: bigint; escala: number } | null {
  let texto: string;
  if (typeof valor === 'number') {
    if (!Number.isFinite(valor)) return null;
    // String() gives the shortest text that reads back as the same number (10.05 → "10.05"); tiny or huge numbers
    // come in exponent form, which toFixed spells out.
    texto = String(valor);
    if (/e/i.test(texto)) texto = valor.toFixed(20).replace(/\.?0+$/, '');
  } else texto = valor.trim().replace(',', '.');
  const m = DECIMAL.exec(texto);
  if (!m) return null;
  const fracao = m[3] ?? '';
  const n = BigInt(`${m[2]}${fracao}`);
  return { n: m[1] === '-' ? -n : n, escala: fracao.length };
}

const aEscala = (v: { n: bigint; escala: number }, escala: number) => v.n * 10n ** BigInt(escala - v.escala);

/** Whether this text (or number) is a decimal the TAF takes ("10,05", "-3", "0.5"). */
export function decimalValido(valor: string | number): boolean {
  return escalado(valor) !== null;
}

/**
 * A measurement's conformity: conforme iff |valor − nominal| ≤ tolerância, computed exactly on the decimals as
 * written (10.05 against 10 ± 0.05 is conforme; 10.0501 is not), never in floating point.
 */
export function conformidadeMedicao(
  valor: string | number,
  nominal: string | number,
  tolerancia: string | number,
): Extract<TTafResultado, 'conforme' | 'nao_conforme'> {
  const [v, n, t] = [escalado(valor), escalado(nominal), escalado(tolerancia)];
  if (!v || !n || !t) throw new Error('conformidadeMedicao: valor, nominal ou tolerância não é um decimal');
  const escala = Math.max(v.escala, n.escala, t.escala);
  const diferenca = aEscala(v, escala) - aEscala(n, escala);
  const absoluta = diferenca < 0n ? -diferenca : diferenca;
  return absoluta <= aEscala(t, escala) ? 'conforme' : 'nao_conforme';
}

/** A decimal in its plain form ("10.0500" → "10.05", "7.000" → "7", "-0" → "0"), or null when it is not one. */
export function normalizarDecimal(valor: string | number): string | null {
  const v = escalado(valor);
  if (!v) return null;
  const negativo = v.n < 0n;
  let digitos = (negativo ? -v.n : v.n).toString().padStart(v.escala + 1, '0');
  let escala = v.escala;
  while (escala > 0 && digitos.endsWith('0')) {
    digitos = digitos.slice(0, -1);
    escala -= 1;
  }
  const inteiro = digitos.slice(0, digitos.length - escala);
  const fracao = digitos.slice(digitos.length - escala);
  const texto = escala > 0 ? `${inteiro}.${fracao}` : inteiro;
  return negativo && texto !== '0' ? `-${texto}` : texto;
}

/** The TAF's verdict from its points' results: reprovado when any is não conforme. */
export function vereditoTaf(resultados: readonly TTafResultado[]): TTafVeredito {
  return resultados.includes('nao_conforme') ? 'reprovado' : 'aprovado';
}
