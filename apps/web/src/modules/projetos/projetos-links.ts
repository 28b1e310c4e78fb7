import type { TProjetoEscopo } from '@portal/domain';

/** Where a document's page is: inside its obra (CRE) or its fabrication (factory project). */
export function projetoHref(p: { id: string; escopo: TProjetoEscopo; obra: { id: string } }): string {
  return p.escopo === 'fabrica'
    ? `/fabricacao/${p.obra.id}/projetos/${p.id}`
    : `/obras/${p.obra.id}/cre/${p.id}`;
}

/** The register a document's page goes back to. */
export function registroHref(escopo: TProjetoEscopo, obraId: string): string {
  return escopo === 'fabrica' ? `/fabricacao/${obraId}/projetos` : `/obras/${obraId}/cre`;
}
