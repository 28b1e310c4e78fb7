import { nomeDoChamado, type TChamadoResumo } from '@portal/domain';
import type { MovedRecord } from '../workflow';
import { linkDoChamado } from './posvendas-access';
import { slaDe } from './posvendas-sla';
import type { ChamadoRow } from './posvendas.repository';

const pessoa = (p: { id: string | null; nome: string | null; email: string | null } | null) =>
  p?.id ? { id: p.id, nome: p.nome ?? '', email: p.email ?? '' } : null;

export function resumoOf(row: ChamadoRow, agora = new Date()): TChamadoResumo {
  const { chamado } = row;
  return {
    id: chamado.id,
    numero: chamado.numero,
    titulo: chamado.titulo,
    status: chamado.status,
    prioridade: chamado.prioridade,
    produto: chamado.produto,
    obra: row.obra,
    cliente: row.cliente?.id ? { id: row.cliente.id, nome: row.cliente.nome ?? '' } : null,
    responsavel: pessoa(row.responsavel),
    abertoEm: chamado.abertoEm.toISOString(),
    concluidoEm: chamado.concluidoEm?.toISOString() ?? null,
    sla: slaDe(chamado, agora),
    atualizadoEm: chamado.updatedAt.toISOString(),
  };
}

export const solicitanteOf = (row: ChamadoRow) => pessoa(row.solicitante);

/** "Chamado nº 12 · Vazamento na bomba · OB-2025-014". */
export function tituloDoChamado(row: Pick<ChamadoRow, 'chamado' | 'obra'>): string {
  return `${nomeDoChamado(row.chamado.numero)} · ${row.chamado.titulo} · ${row.obra.codigo}`;
}

export function chamadoNames(row: ChamadoRow): MovedRecord {
  return { titulo: tituloDoChamado(row), link: linkDoChamado(row.chamado.numero) };
}
