/**
 * Money of a contract in exact cents: a unit price is text with two decimals ("1250.50"), a quantity has at most
 * three, and an item's total is rounded to the cent once (as a measurement sheet does), in BigInt so that no large
 * contract loses a cent to floating point.
 */
function centavos(valor: string): bigint {
  const [inteiro = '0', fracao = ''] = valor.split('.');
  return BigInt(inteiro) * 100n + BigInt((fracao + '00').slice(0, 2));
}

function reais(cents: bigint): string {
  const negativo = cents < 0n;
  const abs = negativo ? -cents : cents;
  return `${negativo ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Quantity × unit price, rounded half up to the cent: `totalItem(2.5, "10.33")` is `"25.83"`. */
export function totalItem(quantidade: number, precoUnitario: string): string {
  const milesimos = BigInt(Math.round(quantidade * 1000));
  const produto = milesimos * centavos(precoUnitario);
  return reais((produto + 500n) / 1000n);
}

/** The sum of amounts in reais as text. */
export function somaValores(valores: readonly string[]): string {
  return reais(valores.reduce((soma, v) => soma + centavos(v), 0n));
}

/** The difference `depois − antes` in reais as text (negative for a reduction). */
export function diferencaValores(depois: string, antes: string): string {
  return reais(centavos(depois) - centavos(antes));
}
