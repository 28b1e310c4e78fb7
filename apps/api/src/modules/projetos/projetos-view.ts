import { detentorDe, diasEntre, projetoAtrasado, type TProjetoResumo } from '@portal/domain';
import type { projetos } from './projetos.schema';

/** A register row as the repository reads it: the document and its obra's reference. */
export interface ProjetoRow {
  projeto: typeof projetos.$inferSelect;
  obra: { id: string; codigo: string; nome: string };
}

/** A document as the register, the boards and the export show it; overdue by the São Paulo day `hoje`. */
export function toProjetoResumo({ projeto: p, obra }: ProjetoRow, hoje: string): TProjetoResumo {
  const atrasado = projetoAtrasado({ situacao: p.situacao, prazo: p.prazo }, hoje);
  return {
    id: p.id,
    escopo: p.escopo,
    obra,
    numero: p.numero,
    titulo: p.titulo,
    disciplina: p.disciplina,
    categoria: p.categoria,
    situacao: p.situacao,
    revisaoAtual: p.revisaoAtual,
    finalidade: p.finalidadeAtual,
    codigo: p.codigoAtual,
    prazo: p.prazo,
    detentor: detentorDe(p.situacao),
    atrasado,
    diasAtraso: atrasado && p.prazo ? diasEntre(p.prazo, hoje) : 0,
    atualizadoEm: p.updatedAt.toISOString(),
  };
}
