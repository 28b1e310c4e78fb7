/**
 * The CNJ case number (Resolução CNJ 65/2008): NNNNNNN-DD.AAAA.J.TR.OOOO, 20 digits — sequence, check digits, year,
 * branch of the judiciary, court, court unit. The check digits are ISO 7064 MOD 97-10: the number is valid when
 * `NNNNNNN AAAA J TR OOOO DD` read as one integer leaves 1 divided by 97.
 */
export const CNJ_FORMATO = /^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/;

/** J: the branch of the judiciary. */
export const CNJ_SEGMENTOS: Record<string, string> = {
  '1': 'STF',
  '2': 'CNJ',
  '3': 'STJ',
  '4': 'Justiça Federal',
  '5': 'Justiça do Trabalho',
  '6': 'Justiça Eleitoral',
  '7': 'Justiça Militar da União',
  '8': 'Justiça Estadual',
  '9': 'Justiça Militar Estadual',
};

export const CNJ_FORMATO_MENSAGEM =
  'Número CNJ inválido: use o formato NNNNNNN-DD.AAAA.J.TR.OOOO (20 dígitos)';
export const CNJ_DIGITO_MENSAGEM =
  'Número CNJ inválido: os dígitos verificadores (DD) não conferem com o restante do número; confira cada dígito';
export const CNJ_SEGMENTO_MENSAGEM = 'Número CNJ inválido: o segmento da Justiça (J) vai de 1 a 9';

/** The number as typed (with or without punctuation) in its written form, or the input trimmed when it has not 20 digits. */
export function formatarCnj(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 20 || /[^\d.\-\s]/.test(value)) return value.trim();
  return `${digits.slice(0, 7)}-${digits.slice(7, 9)}.${digits.slice(9, 13)}.${digits.slice(13, 14)}.${digits.slice(14, 16)}.${digits.slice(16)}`;
}

/** The check digits the other 18 digits call for (DD = 98 − (N AAAA J TR OOOO 00 mod 97)). */
export function digitosCnj(semDigitos: string): string {
  const resto = BigInt(`${semDigitos}00`) % 97n;
  return String(98n - resto).padStart(2, '0');
}

/** Why a written CNJ number is not valid (format, branch, check digits), or null when it is. */
export function problemaCnj(formatado: string): string | null {
  if (!CNJ_FORMATO.test(formatado)) return CNJ_FORMATO_MENSAGEM;
  const digits = formatado.replace(/\D/g, '');
  const [seq, dd, ano, j, tr, origem] = [
    digits.slice(0, 7),
    digits.slice(7, 9),
    digits.slice(9, 13),
    digits.slice(13, 14),
    digits.slice(14, 16),
    digits.slice(16),
  ];
  if (!CNJ_SEGMENTOS[j!]) return CNJ_SEGMENTO_MENSAGEM;
  if (BigInt(`${seq}${ano}${j}${tr}${origem}${dd}`) % 97n !== 1n) return CNJ_DIGITO_MENSAGEM;
  return null;
}

export function cnjValido(value: string): boolean {
  return problemaCnj(formatarCnj(value)) === null;
}
