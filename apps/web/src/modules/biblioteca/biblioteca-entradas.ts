import {
  EMPRESA,
  LISTAS_ACESSO,
  PAPEL,
  ROLE_CATALOG,
  type ListaAcesso,
  type TAcessoBiblioteca,
  type TAcessoExplicado,
} from '@portal/domain';

/** One entry of an access list with whom it names, as the chips show it. */
export interface Entrada {
  entrada: string;
  tipo: 'usuario' | 'papel' | 'empresa';
  nome: string;
}

export type ListasEntradas = Record<ListaAcesso, Entrada[]>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const listasVazias = (): ListasEntradas =>
  Object.fromEntries(LISTAS_ACESSO.map((l) => [l, []])) as unknown as ListasEntradas;

/** A role as a list names it: "site_manager — Gerente da obra". */
export const entradaDePapel = (role: string, descricao?: string): Entrada => ({
  entrada: `${PAPEL}${role}`,
  tipo: 'papel',
  nome: `${role} — ${descricao ?? ROLE_CATALOG.find((r) => r.role === role)?.descricao ?? ''}`.replace(
    / — $/,
    '',
  ),
});

/**
 * What a person typed in a list (free text): an e-mail (kept lower-case), or `papel:…`/`empresa:…` as the API spells
 * them. Anything else is no entry.
 */
export function entradaDeTexto(texto: string): Entrada | null {
  const v = texto.trim();
  if (EMAIL.test(v)) return { entrada: v.toLowerCase(), tipo: 'usuario', nome: v.toLowerCase() };
  if (v.startsWith(PAPEL) && v.length > PAPEL.length) return entradaDePapel(v.slice(PAPEL.length));
  if (v.startsWith(EMPRESA) && v.length > EMPRESA.length) return { entrada: v, tipo: 'empresa', nome: v };
  return null;
}

/**
 * A template folder's lists (plain entries) with names: a role from the catalogue, a company from the clients known,
 * a person by their e-mail.
 */
export function entradasDoAcesso(
  acesso: TAcessoBiblioteca | null,
  empresas: ReadonlyMap<string, string>,
): ListasEntradas {
  const listas = listasVazias();
  for (const lista of LISTAS_ACESSO)
    listas[lista] = (acesso?.[lista] ?? []).map((entrada) => {
      if (entrada.startsWith(PAPEL)) return entradaDePapel(entrada.slice(PAPEL.length));
      if (entrada.startsWith(EMPRESA)) {
        const id = entrada.slice(EMPRESA.length);
        return { entrada, tipo: 'empresa', nome: empresas.get(id) ?? id };
      }
      return { entrada, tipo: 'usuario', nome: entrada };
    });
  return listas;
}

/** The lists as the API explains them, for the editor (already named). */
export const entradasExplicadas = (listas: TAcessoExplicado['listas']): ListasEntradas =>
  Object.fromEntries(LISTAS_ACESSO.map((l) => [l, [...listas[l]]])) as unknown as ListasEntradas;

/** The lists as the API stores them: each list's entries, without repeats. */
export const acessoDasEntradas = (listas: ListasEntradas): TAcessoBiblioteca =>
  Object.fromEntries(
    LISTAS_ACESSO.map((l) => [l, [...new Set(listas[l].map((e) => e.entrada))]]),
  ) as TAcessoBiblioteca;

/** Whether a folder's own lists name nobody (the API then treats it as open to the staff). */
export const listasSemNinguem = (listas: ListasEntradas) =>
  LISTAS_ACESSO.every((l) => listas[l].length === 0);
