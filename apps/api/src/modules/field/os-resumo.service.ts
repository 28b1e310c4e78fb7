import { and, count, eq, sql } from 'drizzle-orm';
import { OS_STATUS, OS_TIPOS, type TOsResumoObra, type TOsStatus } from '@portal/domain';
import { canOn } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { getObra } from '../obras';
import { obraFieldsFor, subjectOf } from './field-rules';
import { ordensServico } from './field.schema';
import { lateCondition } from './os.repository';

/**
 * How many of the obra's orders are in each status, and how many are late, for each team whose orders the user may
 * read there (one grouped query); a team they may not read is left out, so the card shows nothing of it.
 */
export async function resumoOsDaObra(ctx: ServiceContext, obraId: string): Promise<TOsResumoObra> {
  const obra = await getObra(ctx, obraId);
  const tipos = OS_TIPOS.filter((tipo) =>
    canOn(ctx.auth.ability, 'read', subjectOf(tipo), obraFieldsFor(obra)),
  );
  if (tipos.length === 0) return { tipos: [] };
  const rows = await ctx.db
    .select({
      tipo: ordensServico.tipo,
      status: ordensServico.status,
      n: count(),
      atrasadas: sql<number>`count(*) filter (where ${lateCondition()})`.mapWith(Number),
    })
    .from(ordensServico)
    .where(and(eq(ordensServico.obraId, obra.id)))
    .groupBy(ordensServico.tipo, ordensServico.status);
  return {
    tipos: tipos.map((tipo) => {
      const mine = rows.filter((r) => r.tipo === tipo);
      const porStatus = Object.fromEntries(
        OS_STATUS.map((status) => [status, mine.find((r) => r.status === status)?.n ?? 0]),
      ) as Record<TOsStatus, number>;
      return { tipo, porStatus, atrasadas: mine.reduce((sum, r) => sum + r.atrasadas, 0) };
    }),
  };
}
