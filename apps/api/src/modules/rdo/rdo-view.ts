import {
  RDO_OPEN_STATUS,
  canTransition,
  plannedFraction,
  roundTo2,
  subject,
  type AppAbility,
  type TRdo,
  type TRdoAcoes,
  type TRdoConteudoView,
  type TRdoFoto,
  type TRdoSecao,
} from '@portal/domain';
import type { RdoAtividadeRow, RdoDetailRow, RdoFotoRow, RdoRow } from './rdo.repository';
import type { AtividadePlanejadaRow } from './planejamento.repository';

/** The record as the RDO rules read it (SPEC §3: obra, siteManager.mail; plus its status). */
export function rdoSubject(row: {
  rdo: Pick<RdoRow, 'obraId' | 'status'>;
  siteManager: { email: string | null } | null;
}) {
  return subject('RDO', {
    obra: row.rdo.obraId,
    status: row.rdo.status,
    siteManager: { mail: row.siteManager?.email?.toLowerCase() ?? null },
  });
}

/** Which buttons this user gets on this report; the API checks each move again when it is made. */
export function rdoAcoes(ability: AppAbility, row: RdoDetailRow): TRdoAcoes {
  const record = rdoSubject(row);
  const status = row.rdo.status;
  const open = RDO_OPEN_STATUS.includes(status);
  const update = ability.can('update', record);
  const approve = ability.can('approve', record) && canTransition(status, 'aprovar');
  return {
    editar: update && open,
    atualizar: update && !open,
    finalizar: update && canTransition(status, 'finalizar'),
    aprovar: approve,
    devolver: approve,
    reabrir: ability.can('manage', record) && canTransition(status, 'reabrir'),
    excluir: ability.can('delete', record),
    fotos: update,
  };
}

export function toConteudoView(
  rdo: RdoRow,
  atividades: RdoAtividadeRow[],
  plano: Map<string, AtividadePlanejadaRow>,
): TRdoConteudoView {
  return {
    semTrabalho: rdo.semTrabalho,
    horarioInicio: rdo.horarioInicio,
    horarioFim: rdo.horarioFim,
    clima: rdo.clima,
    chuvaMm: rdo.chuvaMm === null ? null : Number(rdo.chuvaMm),
    maoDeObra: rdo.maoDeObra.map((m) => ({ ...m, horas: m.horas ?? null })),
    equipamentos: rdo.equipamentos,
    atividades: atividades.map((a) => {
      const planned = a.atividadePlanejadaId ? plano.get(a.atividadePlanejadaId) : undefined;
      return {
        atividadePlanejadaId: a.atividadePlanejadaId,
        descricao: a.descricao,
        percentualAcumulado: a.percentualAcumulado === null ? null : Number(a.percentualAcumulado),
        observacao: a.observacao,
        percentualPrevisto: planned ? roundTo2(100 * plannedFraction(planned, rdo.data)) : null,
      };
    }),
    ocorrencias: rdo.ocorrencias,
    comentarios: rdo.comentarios,
  };
}

export function toRdoFoto(row: RdoFotoRow & { nome: string }): TRdoFoto {
  return {
    id: row.id,
    arquivoId: row.arquivoId,
    miniaturaId: row.miniaturaId,
    legenda: row.legenda,
    nome: row.nome,
  };
}

const person = (p: { id: string | null; name: string | null; email: string | null } | null) =>
  p?.id ? { id: p.id, name: p.name ?? '', email: p.email ?? '' } : null;

export function toRdo(
  row: RdoDetailRow,
  parts: {
    conteudo: TRdoConteudoView;
    secoes: TRdoSecao[];
    fotos: TRdoFoto[];
    historico: TRdo['historico'];
    acoes: TRdoAcoes;
  },
): TRdo {
  const { rdo } = row;
  return {
    id: rdo.id,
    numero: rdo.numero,
    data: rdo.data,
    status: rdo.status,
    obra: { ...row.obra, cliente: row.cliente },
    autor: person(row.autor),
    siteManager: person(row.siteManager),
    ...parts,
    assinaturaResponsavel: rdo.assinaturaResponsavel ?? null,
    assinaturaCliente: rdo.assinaturaCliente ?? null,
    devolucao: rdo.devolucao ?? null,
    createdAt: rdo.createdAt.toISOString(),
    updatedAt: rdo.updatedAt.toISOString(),
  };
}
