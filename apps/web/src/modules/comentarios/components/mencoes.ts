import type { TPessoaMencionada } from '@portal/domain';

/** The `@...` being typed just before the caret: where it starts and what follows the `@`. */
export interface MencaoEmCurso {
  /** Index of the `@`. */
  inicio: number;
  busca: string;
}

// An `@` at the start or after a space, then up to 40 characters without spaces or another `@`, up to the caret.
const EM_CURSO = /(^|\s)@([^\s@]{0,40})$/u;

/** The mention being typed at the caret, if any. */
export function mencaoEmCurso(texto: string, caret: number): MencaoEmCurso | null {
  const antes = texto.slice(0, caret);
  const match = EM_CURSO.exec(antes);
  if (!match) return null;
  return { inicio: match.index + match[1]!.length, busca: match[2]! };
}

/**
 * Puts `@Nome` in place of the `@...` being typed (and of the rest of that word after the caret), followed by a space
 * unless a space or punctuation already follows; answers the new text and where the caret goes.
 */
export function inserirMencao(
  texto: string,
  caret: number,
  emCurso: MencaoEmCurso,
  nome: string,
): { texto: string; caret: number } {
  const depois = texto.slice(caret).replace(/^[\p{L}\p{N}_-]+/u, '');
  const inserido = /^[\s,.;:!?)]/u.test(depois) ? `@${nome}` : `@${nome} `;
  return {
    texto: texto.slice(0, emCurso.inicio) + inserido + depois,
    caret: emCurso.inicio + inserido.length,
  };
}

/** The people chosen who are still named in the text (a deleted `@Nome` is no longer a mention). */
export function mencoesNoTexto(texto: string, escolhidas: readonly TPessoaMencionada[]): TPessoaMencionada[] {
  const vistos = new Set<string>();
  return escolhidas.filter((p) => {
    if (vistos.has(p.id) || !texto.includes(`@${p.nome}`)) return false;
    vistos.add(p.id);
    return true;
  });
}

/** A comment's text cut into plain parts and the `@Nome` of the people it mentions, to draw them apart. */
export function partesDoTexto(
  texto: string,
  mencoes: readonly TPessoaMencionada[],
): { texto: string; mencao?: TPessoaMencionada }[] {
  const nomes = [...mencoes].sort((a, b) => b.nome.length - a.nome.length);
  if (nomes.length === 0) return [{ texto }];
  const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const padrao = new RegExp(`@(${nomes.map((p) => escapar(p.nome)).join('|')})`, 'gu');
  const partes: { texto: string; mencao?: TPessoaMencionada }[] = [];
  let fim = 0;
  for (const match of texto.matchAll(padrao)) {
    if (match.index > fim) partes.push({ texto: texto.slice(fim, match.index) });
    partes.push({ texto: match[0], mencao: nomes.find((p) => p.nome === match[1]) });
    fim = match.index + match[0].length;
  }
  if (fim < texto.length) partes.push({ texto: texto.slice(fim) });
  return partes;
}
