import { and, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  SGI_6M,
  type TPainelSgi,
  type TPainelSgiQuery,
  type TSgi6M,
  type TSgiGravidade,
  type TSgiStatus,
} from '@portal/domain';
import type { ServiceContext } from '../../service-context';
import { obrasTables } from '../obras';
import { acaoAtrasadaSql } from './sgi-acoes.repository';
import { ocorrenciasWhere } from './sgi-rules';
import { sgiAcoes, sgiOcorrencias as O, sgiRnc } from './sgi.schema';
import { periodoWhere, statusLidoSql } from './sgi.repository';

const { obras } = obrasTables;
const mes = (coluna: typeof O.createdAt | typeof O.finalizadaEm) =>
  sql<string>`to_char(${coluna} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;

/** A category's dashboard (or all of SGI): every number aggregated in SQL over the occurrences the user reads. */
export async function painelSgi(ctx: ServiceContext, query: TPainelSgiQuery): Promise<TPainelSgi> {
  const { db } = ctx;
  const where = and(
    ocorrenciasWhere(ctx.auth.ability),
    ne(statusLidoSql, 'RASCUNHO'),
    ...periodoWhere(query),
  );
  const abertas = and(where, inArray(statusLidoSql, ['TRIAGEM', 'EM ANDAMENTO']));
  const [total, porStatus, porGravidade, porObra, abertasMes, finalizadasMes, atrasadas, pareto, tempo] =
    await Promise.all([
      db.select({ total: count() }).from(O).where(where),
      db.select({ status: statusLidoSql, total: count() }).from(O).where(abertas).groupBy(statusLidoSql),
      db.select({ gravidade: O.gravidade, total: count() }).from(O).where(abertas).groupBy(O.gravidade),
      db
        .select({ obra: sql<string>`coalesce(${obras.codigo}, 'Sem obra')`, total: count() })
        .from(O)
        .leftJoin(obras, eq(obras.id, O.obraId))
        .where(abertas)
        .groupBy(obras.codigo)
        .orderBy(desc(count()))
        .limit(15),
      db
        .select({ mes: mes(O.createdAt), total: count() })
        .from(O)
        .where(where)
        .groupBy(mes(O.createdAt)),
      db
        .select({ mes: mes(O.finalizadaEm), total: count() })
        .from(O)
        .where(and(where, isNotNull(O.finalizadaEm)))
        .groupBy(mes(O.finalizadaEm)),
      db
        .select({ total: count() })
        .from(sgiAcoes)
        .innerJoin(O, eq(O.id, sgiAcoes.ocorrenciaId))
        .where(and(where, acaoAtrasadaSql)),
      db
        .select({ causa: sgiRnc.causaRaiz6M, total: count() })
        .from(sgiRnc)
        .innerJoin(O, eq(O.id, sgiRnc.ocorrenciaId))
        .where(and(where, isNotNull(sgiRnc.causaRaiz6M)))
        .groupBy(sgiRnc.causaRaiz6M),
      db
        .select({
          dias: sql<
            string | null
          >`(avg(extract(epoch from (${O.finalizadaEm} - ${O.createdAt}))) / 86400)::text`,
        })
        .from(O)
        .where(and(where, isNotNull(O.finalizadaEm))),
    ]);
  const meses = new Map<string, { abertas: number; finalizadas: number }>();
  const mesDe = (m: string) => meses.get(m) ?? meses.set(m, { abertas: 0, finalizadas: 0 }).get(m)!;
  for (const r of abertasMes) mesDe(r.mes).abertas = r.total;
  for (const r of finalizadasMes) mesDe(r.mes).finalizadas = r.total;
  const causas = pareto
    .filter((p): p is { causa: TSgi6M; total: number } => p.causa !== null)
    .sort((a, b) => b.total - a.total || SGI_6M.indexOf(a.causa) - SGI_6M.indexOf(b.causa));
  const somaCausas = causas.reduce((s, c) => s + c.total, 0);
  let acumulado = 0;
  const dias = tempo[0]?.dias;
  return {
    total: total[0]!.total,
    abertasPorStatus: porStatus.map((r) => ({ status: r.status as TSgiStatus, total: r.total })),
    abertasPorGravidade: porGravidade.map((r) => ({
      gravidade: r.gravidade as TSgiGravidade | null,
      total: r.total,
    })),
    abertasPorObra: porObra,
    porMes: [...meses.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([m, v]) => ({ mes: m, ...v })),
    acoesAtrasadas: atrasadas[0]!.total,
    pareto6M: causas.map((c) => {
      acumulado += c.total;
      return {
        causa: c.causa,
        total: c.total,
        acumulado: Math.round((acumulado / somaCausas) * 10000) / 10000,
      };
    }),
    tempoMedioDias: dias === null || dias === undefined ? null : Math.round(Number(dias) * 10) / 10,
  };
}
