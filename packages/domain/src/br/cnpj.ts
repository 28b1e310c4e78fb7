const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Keeps only the digits of a CNPJ as typed (`12.345.678/0001-95` → `12345678000195`). */
export function cnpjDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True for a CNPJ whose two check digits are right; repeated digits (00000000000000...) are refused. */
export function isValidCnpj(value: string): boolean {
  const digits = cnpjDigits(value);
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const first = checkDigit(numbers, WEIGHTS_1);
  const second = checkDigit([...numbers.slice(0, 12), first], WEIGHTS_2);
  return numbers[12] === first && numbers[13] === second;
}

/** Completes the 12 first digits of a CNPJ with its check digits (demo data and tests). */
export function withCnpjCheckDigits(first12: string): string {
  const numbers = [...cnpjDigits(first12)].map(Number);
  const first = checkDigit(numbers, WEIGHTS_1);
  const second = checkDigit([...numbers, first], WEIGHTS_2);
  return `${numbers.join('')}${first}${second}`;
}

/** `12345678000195` → `12.345.678/0001-95`. */
export function formatCnpj(value: string): string {
  const d = cnpjDigits(value);
  if (d.length !== 14) return value;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}
