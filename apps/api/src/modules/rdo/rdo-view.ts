import {
  RDO_OPEN_STATUS,
  RDO_TRANSITIONS,
  canTransition,
  plannedFraction,
  roundTo2,
  type AppAbility,
  type TRdo,
  type TRdoAcoes,
  type TRdoConteudoView,
  type TRdoFoto,
  type TRdoSecao,
  type TRdoTransition,
} from '@portal/domain';
import { canOn, type RecordFields } from '../../permissions/check-record';
import type { RdoAtividadeRow, RdoDetailRow, RdoFotoRow, RdoRow } from './rdo.repository';
import type { AtividadePlanejadaRow } from './planejamento.repository';

/**
 * A report as the RDO rules read it (SPEC §3: obra, siteManager.mail; plus its status), under the names RDO_FIELDS
 * reads in SQL. The site manager is the obra's current one. A report about to be written has the status it will
 * have; an obra-wide RDO action (its plan, its configuration) is checked on a report of the obra with no status.
 */
export function rdoFields(record: {
  obra: string;
  status?: string | null;
  siteManager: { email: string | null } | null;
}): RecordFields {
  return {
    obra: record.obra,
    ...(record.status ? { status: record.status } : {}),
    siteManager: { mail: record.siteManager?.email?.toLowerCase() ?? null },
  };
}

/** A loaded report under the rules' names. */
export function rdoFieldsOf(row: {
  rdo: Pick<RdoRow, 'obraId' | 'status'>;
  siteManager: { email: string | null } | null;
}): RecordFields {
  return rdoFields({ obra: row.rdo.obraId, status: row.rdo.status, siteManager: row.siteManager });
}

/** Whether this user may make this move on this report now: the move's action on the record, from its state. */
export function mayMove(ability: AppAbility, row: RdoDetailRow, move: TRdoTransition): boolean {
  return (
    canOn(ability, RDO_TRANSITIONS[move].action, 'RDO', rdoFieldsOf(row)) &&
    canTransition(row.rdo.status, move)
  );
}

/** Which buttons this user gets on this report; the API checks each move again when it is made. */
export function rdoAcoes(ability: AppAbility, row: RdoDetailRow): TRdoAcoes {
  const record = rdoFieldsOf(row);
  const open = RDO_OPEN_STATUS.includes(row.rdo.status);
  const update = canOn(ability, 'update', 'RDO', record);
  return {
    editar: update && open,
    atualizar: update && !open,
    finalizar: mayMove(ability, row, 'finalizar'),
    aprovar: mayMove(ability, row, 'aprovar'),
    devolver: mayMove(ability, row, 'devolver'),
    reabrir: mayMove(ability, row, 'reabrir'),
    excluir: canOn(ability, 'delete', 'RDO', record),
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
    movimentos: TRdo['movimentos'];
    linhaDoTempo: TRdo['linhaDoTempo'];
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
