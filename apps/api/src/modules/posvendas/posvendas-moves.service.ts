import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  CHAMADO_LIFECYCLE,
  POSVENDAS_PESQUISA_DIAS,
  POSVENDAS_REABRIR_DIAS,
  isClientUser,
  minutosUteisEntre,
  moveStartsFrom,
  nomeDoChamado,
  type TChamado,
  type TChamadoMove,
  type ZChamadoMoveInput,
} from '@portal/domain';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { Conflict, Forbidden } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { queueMail, satisfactionSurveyMail } from '../mail';
import { checkMove, moverFor, recordMove } from '../workflow';
import { ENTIDADE_CHAMADO, fieldsOf, findReadableChamado } from './posvendas-access';
import { prazosDe } from './posvendas-sla';
import { chamadoNames } from './posvendas-view';
import { MUDOU, getChamado } from './posvendas.service';
import {
  insertPesquisa,
  replacePesquisasAbertas,
  updateChamadoIf,
  type ChamadoInsert,
  type ChamadoRow,
} from './posvendas.repository';

type MoveInput = z.output<typeof ZChamadoMoveInput>;
const DIA_MS = 24 * 60 * 60 * 1000;

/** What else a move changes: the SLA clock (paused while waiting for the client or concluded), the conclusion. */
function effectsOf(move: TChamadoMove, chamado: ChamadoRow['chamado'], agora: Date): Partial<ChamadoInsert> {
  const retoma = (desde: Date | null) => {
    const pausaMinutos = chamado.pausaMinutos + (desde ? minutosUteisEntre(desde, agora) : 0);
    return { pausaMinutos, pausadoEm: null, ...prazosDe(chamado.abertoEm, chamado.prioridade, pausaMinutos) };
  };
  switch (move) {
    case 'aguardarCliente':
      return { pausadoEm: agora };
    case 'retomar':
      return retoma(chamado.pausadoEm);
    case 'concluir':
      return {
        concluidoEm: agora,
        resolucaoMinutos: Math.max(0, minutosUteisEntre(chamado.abertoEm, agora) - chamado.pausaMinutos),
      };
    case 'reabrir':
      // The days it stood concluded are not the team's delay.
      return { ...retoma(chamado.concluidoEm), concluidoEm: null, resolucaoMinutos: null };
    default:
      return {};
  }
}

/**
 * A move of the ticket's life cycle, checked, kept in the timeline with its comment, announced and audited in one
 * transaction. The team's first move answers the client (the SLA's first answer); a conclusion sends the client the
 * satisfaction survey.
 */
export async function moverChamado(
  ctx: ServiceContext & { config: Config },
  id: string,
  move: TChamadoMove,
  detail: MoveInput,
): Promise<TChamado> {
  const { auth } = ctx;
  const spec = CHAMADO_LIFECYCLE.moves[move];
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableChamado({ db: tx, auth }, id);
    const { chamado } = row;
    if (!moveStartsFrom(CHAMADO_LIFECYCLE, chamado.status, move)) {
      if (!moverFor(auth, CHAMADO_LIFECYCLE, move, { ...fieldsOf(row), status: spec.from[0] }))
        throw new Forbidden(CHAMADO_LIFECYCLE.refused[move]);
      throw new Conflict(
        `O chamado está ${CHAMADO_LIFECYCLE.labels[chamado.status].toLowerCase()} e já não pode ser ${spec.past}. Atualize a página.`,
      );
    }
    const mover = checkMove(auth, CHAMADO_LIFECYCLE, chamado.status, move, fieldsOf(row), detail);
    const equipe = !isClientUser(auth.user);
    const agora = new Date();
    if (move === 'reabrir' && !equipe && chamado.concluidoEm) {
      if (agora.getTime() - chamado.concluidoEm.getTime() > POSVENDAS_REABRIR_DIAS * DIA_MS)
        throw new Conflict(
          `Este chamado foi concluído há mais de ${POSVENDAS_REABRIR_DIAS} dias: abra um novo chamado.`,
        );
    }
    const changes: Partial<ChamadoInsert> = { status: spec.to, ...effectsOf(move, chamado, agora) };
    if (equipe && !chamado.primeiraRespostaEm) changes.primeiraRespostaEm = agora;
    if (move === 'atender' && !chamado.responsavelId && equipe) changes.responsavelId = auth.user.id;
    const updated = await updateChamadoIf(tx, chamado.id, detail.versao ?? chamado.versao, changes);
    if (!updated) throw new Conflict(MUDOU);
    await recordMove(tx, CHAMADO_LIFECYCLE, {
      entidadeId: chamado.id,
      move,
      from: chamado.status,
      mover,
      motivo: detail.motivo,
      registro: chamadoNames(row),
    });
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_CHAMADO,
      entityId: chamado.id,
      action: move,
      before: { status: chamado.status },
      after: { status: spec.to, motivo: detail.motivo },
    });
    if (move === 'concluir') await enviarPesquisa(tx, ctx.config, row, agora);
  });
  return getChamado(ctx, id);
}

/** The survey's token as stored: only its hash, so the table alone opens no survey. */
export const hashDoToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends the client the satisfaction survey of a concluded ticket (to its contact; a ticket without one has no survey):
 * a link that works once, for POSVENDAS_PESQUISA_DIAS days. A survey of an earlier conclusion still unanswered is
 * replaced.
 */
async function enviarPesquisa(tx: Db, config: Config, row: ChamadoRow, agora: Date): Promise<void> {
  const email = row.chamado.contatoEmail;
  await replacePesquisasAbertas(tx, row.chamado.id);
  if (!email) return;
  const token = randomBytes(24).toString('base64url');
  await insertPesquisa(tx, {
    chamadoId: row.chamado.id,
    tokenHash: hashDoToken(token),
    email,
    enviadaEm: agora,
    expiraEm: new Date(agora.getTime() + POSVENDAS_PESQUISA_DIAS * DIA_MS),
  });
  await queueMail(
    tx,
    email,
    satisfactionSurveyMail({
      name: row.chamado.contatoNome,
      chamado: nomeDoChamado(row.chamado.numero),
      titulo: row.chamado.titulo,
      obra: row.obra.nome,
      link: `${config.PUBLIC_URL}/pesquisa-satisfacao/${token}`,
      dias: POSVENDAS_PESQUISA_DIAS,
    }),
    config.isSmtpConfigured,
  );
}
