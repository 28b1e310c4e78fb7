import type { TProjetoCategoria, TProjetoEscopo } from '@portal/domain';

/**
 * The register a board's numbers lead to: an obra's (`/obras/:obra/cre`, a fabrication's
 * `/fabricacao/:obra/projetos`) or every obra's (`/cre`), with the board's category and, for the overdue number, the
 * overdue filter (the register's search parameters).
 */
export function registroDe({
  escopo,
  obraId,
  categoria,
  atrasados,
}: {
  escopo: TProjetoEscopo;
  obraId?: string;
  categoria?: TProjetoCategoria;
  atrasados?: boolean;
}): string {
  const base =
    escopo === 'fabrica' ? `/fabricacao/${obraId}/projetos` : obraId ? `/obras/${obraId}/cre` : '/cre';
  const query = new URLSearchParams();
  if (categoria) query.set('categoria', categoria);
  if (atrasados) query.set('atrasados', 'sim');
  const texto = query.toString();
  return texto ? `${base}?${texto}` : base;
}
