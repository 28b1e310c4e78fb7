import type { FastifyInstance } from 'fastify';
import { Cron } from 'croner';
import {
  JURIDICO_EVENTO_LABEL,
  JURIDICO_LEMBRETE_DIAS,
  TIME_ZONE,
  formatDate,
  somarDias,
  todayInSaoPaulo,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { findActiveUsersWithRole } from '../identity';
import { emitEvent } from '../notificacoes';
import { ENTIDADE_PROCESSO, linkDoProcesso } from './juridico-access';
import { findEventosParaLembrar, findProcesso, findUsuariosDoEscritorio } from './juridico.repository';

/** Who hears of a case's hearing or deadline: its DP and safety people, its firm's users and the legal staff. */
async function interessados(db: Db, processoId: string): Promise<string[]> {
  const row = await findProcesso(db, processoId);
  if (!row) return [];
  const ids = new Set<string>();
  if (row.dp?.id) ids.add(row.dp.id);
  if (row.seg?.id) ids.add(row.seg.id);
  if (row.processo.escritorioId)
    for (const u of await findUsuariosDoEscritorio(db, row.processo.escritorioId)) ids.add(u.id);
  for (const u of await findActiveUsersWithRole(db, 'admin_juridico')) ids.add(u.id);
  return [...ids];
}

/**
 * Reminds the case's people of each hearing and deadline not done, JURIDICO_LEMBRETE_DIAS days before and on the
 * day (a notification, by e-mail unless they chose otherwise: the "Vencimentos" kind). Each reminder's key holds the
 * event and the day it is about, so a moved event is reminded again and a run twice sends nothing twice.
 */
export async function lembrarEventos(db: Db, hoje = todayInSaoPaulo()): Promise<number> {
  const rows = await findEventosParaLembrar(db, hoje, somarDias(hoje, JURIDICO_LEMBRETE_DIAS));
  let sent = 0;
  for (const { evento, processoId, numeroCnj } of rows) {
    const ehHoje = evento.data === hoje;
    const destinatarios = await interessados(db, processoId);
    if (destinatarios.length === 0) continue;
    const quando = `${formatDate(evento.data)}${evento.hora ? ` às ${evento.hora}` : ''}`;
    await db.transaction((tx) =>
      emitEvent(tx, {
        chave: `juridico:lembrete:${evento.id}:${evento.data}:${evento.hora ?? ''}:${ehHoje ? 'hoje' : 'antes'}`,
        tipo: 'vencimento',
        entidade: ENTIDADE_PROCESSO,
        entidadeId: processoId,
        atorId: null,
        titulo: `${JURIDICO_EVENTO_LABEL[evento.tipo]} ${ehHoje ? 'hoje' : `em ${quando}`} — processo ${numeroCnj}`,
        texto: `${evento.titulo}, ${quando}${evento.local ? `, ${evento.local}` : ''}.`,
        link: linkDoProcesso(processoId),
        destinatarios,
      }),
    );
    sent++;
  }
  return sent;
}

/** Every morning at 07:00 in São Paulo, and once shortly after start; several instances may run it (keys dedupe). */
export function scheduleJuridicoLembretes(app: FastifyInstance): void {
  const run = async () => {
    await lembrarEventos(app.ctx.database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'legal reminders failed'),
    );
  };
  const job = new Cron('0 7 * * *', { timezone: TIME_ZONE, protect: true }, run);
  const first = setTimeout(run, 6_000);
  first.unref();
  app.addHook('onClose', async () => {
    job.stop();
    clearTimeout(first);
  });
}
