import type { EquipamentoInput } from './rdo-form.types';

export type EquipamentoCampo = 'quantidade' | 'operando' | 'parado';

/** A whole count as typed, or null while the field is empty or not a whole number. */
const count = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/**
 * The row after `campo` was typed as `text`, keeping parado = quantidade − operando: changing the quantity or the
 * working count recomputes the idle count; changing the idle count recomputes the working count. A field that
 * does not hold a whole number yet leaves the others alone (the user may be mid-typing); an impossible pair
 * (more working than the quantity) is kept as typed, so the form's own check can say what is wrong.
 */
export function syncEquipamento(
  row: EquipamentoInput,
  campo: EquipamentoCampo,
  text: string,
): EquipamentoInput {
  const next = { ...row, [campo]: text };
  const quantidade = count(next.quantidade);
  if (quantidade === null) return next;
  if (campo === 'parado') {
    const parado = count(text);
    if (parado !== null) next.operando = String(Math.max(0, quantidade - parado));
    return next;
  }
  let operando = count(next.operando);
  if (operando === null) return next;
  // A smaller fleet cannot have more machines working than it has: cap the working count first.
  if (campo === 'quantidade' && operando > quantidade) {
    operando = quantidade;
    next.operando = String(operando);
  }
  next.parado = String(Math.max(0, quantidade - operando));
  return next;
}
