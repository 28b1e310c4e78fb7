import type { z } from 'zod';
import {
  JURIDICO_EVENTO_LABEL,
  type TAgendaItem,
  type TAgendaQuery,
  type TProcesso,
  type ZJuridicoEventoInput,
} from '@portal/domain';
import { NotFound } from '../../errors/domain-errors';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { ENTIDADE_PROCESSO, findReadableProcesso } from './juridico-access';
import { getProcesso } from './juridico.service';
import { processosWhere } from './juridico-rules';
import {
  deleteEvento,
  findEvento,
  findEventosEntre,
  insertEvento,
  touchProcesso,
  updateEvento,
} from './juridico.repository';

type EventoInput = z.output<typeof ZJuridicoEventoInput>;
const NAO_ENCONTRADO = 'Audiência ou prazo não encontrado.';

/** A hearing or a deadline of the case (legal staff: `update` on it); audited, the case marked changed. */
export async function addEvento(
  ctx: ServiceContext,
  processoId: string,
  input: EventoInput,
): Promise<TProcesso> {
  await ctx.db.transaction(async (tx) => {
    await findReadableProcesso({ db: tx, auth: ctx.auth }, processoId, 'update');
    const evento = await insertEvento(tx, { ...input, processoId });
    await touchProcesso(tx, processoId);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROCESSO,
      entityId: processoId,
      action: 'evento_criar',
      after: {
        evento: `${JURIDICO_EVENTO_LABEL[input.tipo]}: ${input.titulo}`,
        data: input.data,
        hora: input.hora,
        id: evento.id,
      },
    });
  });
  return getProcesso(ctx, processoId);
}

export async function changeEvento(
  ctx: ServiceContext,
  processoId: string,
  eventoId: string,
  input: EventoInput,
): Promise<TProcesso> {
  await ctx.db.transaction(async (tx) => {
    await findReadableProcesso({ db: tx, auth: ctx.auth }, processoId, 'update');
    const before = isUuid(eventoId) ? await findEvento(tx, processoId, eventoId) : undefined;
    if (!before) throw new NotFound(NAO_ENCONTRADO);
    await updateEvento(tx, eventoId, input);
    await touchProcesso(tx, processoId);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROCESSO,
      entityId: processoId,
      action: 'evento_editar',
      before: { evento: before.titulo, data: before.data, hora: before.hora, concluido: before.concluido },
      after: { evento: input.titulo, data: input.data, hora: input.hora, concluido: input.concluido },
    });
  });
  return getProcesso(ctx, processoId);
}

export async function removeEvento(
  ctx: ServiceContext,
  processoId: string,
  eventoId: string,
): Promise<TProcesso> {
  await ctx.db.transaction(async (tx) => {
    await findReadableProcesso({ db: tx, auth: ctx.auth }, processoId, 'update');
    const before = isUuid(eventoId) ? await findEvento(tx, processoId, eventoId) : undefined;
    if (!before) throw new NotFound(NAO_ENCONTRADO);
    await deleteEvento(tx, eventoId);
    await touchProcesso(tx, processoId);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROCESSO,
      entityId: processoId,
      action: 'evento_excluir',
      before: { evento: before.titulo, data: before.data, hora: before.hora },
    });
  });
  return getProcesso(ctx, processoId);
}

/** The hearings and deadlines of a period, of every case the user may read (the legal calendar page). */
export async function agenda(ctx: ServiceContext, query: TAgendaQuery): Promise<{ items: TAgendaItem[] }> {
  const rows = await findEventosEntre(ctx.db, query.de, query.ate, processosWhere(ctx.auth.ability));
  return {
    items: rows.map(({ evento, processo, obra }) => ({
      id: evento.id,
      tipo: evento.tipo,
      titulo: evento.titulo,
      data: evento.data,
      hora: evento.hora,
      local: evento.local,
      observacao: evento.observacao,
      concluido: evento.concluido,
      processo: {
        id: processo.id,
        numeroCnj: processo.numeroCnj,
        tipo: processo.tipo,
        parteContraria: processo.parteContraria,
        obra,
      },
    })),
  };
}
