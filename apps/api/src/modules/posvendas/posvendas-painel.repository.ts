import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { posvendasChamados, posvendasCustos, posvendasPesquisas } from './posvendas.schema';

const { users } = identityTables;
const { obras } = obrasTables;
const C = posvendasChamados;
const P = posvendasPesquisas;
const mes = (coluna: SQL | typeof C.abertoEm | typeof C.concluidoEm | typeof P.respondidaEm) =>
  sql<string>`to_char(${coluna} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;
const obraRotulo = sql<string>`${obras.codigo} || ' — ' || ${obras.nome}`;

/** The dashboard's numbers over the tickets `where` selects (permission and filters), each aggregated in SQL. */
export async function painelNumeros(db: Db, where: SQL | undefined) {
  const [porStatus, abertosPorMes, concluidosPorMes, [resolucao], [sla], porProduto] = await Promise.all([
    db.select({ status: C.status, total: count() }).from(C).where(where).groupBy(C.status),
    db
      .select({ mes: mes(C.abertoEm), total: count() })
      .from(C)
      .where(where)
      .groupBy(mes(C.abertoEm)),
    db
      .select({ mes: mes(C.concluidoEm), total: count() })
      .from(C)
      .where(and(where, isNotNull(C.concluidoEm)))
      .groupBy(mes(C.concluidoEm)),
    db
      .select({
        mediana: sql<number | null>`percentile_cont(0.5) within group (order by ${C.resolucaoMinutos})`,
        p90: sql<number | null>`percentile_cont(0.9) within group (order by ${C.resolucaoMinutos})`,
        concluidos: count(C.resolucaoMinutos),
      })
      .from(C)
      .where(and(where, eq(C.status, 'concluido'))),
    db
      .select({
        primeiraResposta: sql<number>`count(*) filter (where
          (${C.primeiraRespostaEm} is null and ${C.status} <> 'cancelado' and ${C.prazoPrimeiraResposta} < now())
          or ${C.primeiraRespostaEm} > ${C.prazoPrimeiraResposta})::int`,
        resolucao: sql<number>`count(*) filter (where
          (${C.status} in ('aberto', 'em_atendimento') and ${C.prazoResolucao} < now())
          or (${C.status} = 'concluido' and ${C.concluidoEm} > ${C.prazoResolucao}))::int`,
      })
      .from(C)
      .where(where),
    db
      .select({ produto: C.produto, total: count() })
      .from(C)
      .where(where)
      .groupBy(C.produto)
      .orderBy(desc(count()), C.produto)
      .limit(15),
  ]);
  return { porStatus, abertosPorMes, concluidosPorMes, resolucao: resolucao!, sla: sla!, porProduto };
}

/** The costs of the selected tickets, summed by obra, by product and by kind (the chart keeps the top 10). */
export async function painelCustos(db: Db, where: SQL | undefined) {
  const valor = sql<string>`sum(${posvendasCustos.valor})::text`;
  const [porObra, porProduto, porTipo] = await Promise.all([
    db
      .select({ rotulo: obraRotulo, valor })
      .from(posvendasCustos)
      .innerJoin(C, eq(C.id, posvendasCustos.chamadoId))
      .innerJoin(obras, eq(obras.id, C.obraId))
      .where(where)
      .groupBy(obras.codigo, obras.nome),
    db
      .select({ rotulo: C.produto, valor })
      .from(posvendasCustos)
      .innerJoin(C, eq(C.id, posvendasCustos.chamadoId))
      .where(where)
      .groupBy(C.produto),
    db
      .select({ rotulo: posvendasCustos.tipo, valor })
      .from(posvendasCustos)
      .innerJoin(C, eq(C.id, posvendasCustos.chamadoId))
      .where(where)
      .groupBy(posvendasCustos.tipo),
  ]);
  return { porObra, porProduto, porTipo };
}

const respondidas = isNotNull(P.respondidaEm);
const media = sql<string>`avg(${P.nota})::text`;

/** The answered surveys of the selected tickets, aggregated every way the satisfaction page shows them. */
export async function satisfacaoNumeros(db: Db, where: SQL | undefined) {
  const respondidasWhere = and(where, respondidas);
  const agrupado = (rotulo: SQL<string>, ...joins: ('obra' | 'responsavel')[]) => {
    let q = db
      .select({ rotulo, media, respostas: count() })
      .from(P)
      .innerJoin(C, eq(C.id, P.chamadoId))
      .$dynamic();
    if (joins.includes('obra')) q = q.innerJoin(obras, eq(obras.id, C.obraId));
    if (joins.includes('responsavel')) q = q.leftJoin(users, eq(users.id, C.responsavelId));
    return q.where(respondidasWhere).groupBy(rotulo).orderBy(rotulo).limit(200);
  };
  const [[totais], distribuicao, porMes, porObra, porProduto, porResponsavel, comentarios] =
    await Promise.all([
      db
        .select({
          respostas: sql<number>`count(*) filter (where ${respondidas})::int`,
          enviadas: sql<number>`count(*) filter (where ${P.substituidaEm} is null or ${respondidas})::int`,
          media: sql<string | null>`(avg(${P.nota}) filter (where ${respondidas}))::text`,
        })
        .from(P)
        .innerJoin(C, eq(C.id, P.chamadoId))
        .where(where),
      db
        .select({ nota: P.nota, total: count() })
        .from(P)
        .innerJoin(C, eq(C.id, P.chamadoId))
        .where(respondidasWhere)
        .groupBy(P.nota),
      agrupado(mes(P.respondidaEm)),
      agrupado(obraRotulo, 'obra'),
      agrupado(sql<string>`${C.produto}`),
      agrupado(sql<string>`coalesce(${users.name}, 'Sem responsável')`, 'responsavel'),
      db
        .select({
          chamadoId: C.id,
          numero: C.numero,
          obra: obras.nome,
          nota: P.nota,
          comentario: P.comentario,
          em: P.respondidaEm,
        })
        .from(P)
        .innerJoin(C, eq(C.id, P.chamadoId))
        .innerJoin(obras, eq(obras.id, C.obraId))
        .where(and(respondidasWhere, sql`${P.comentario} <> ''`))
        .orderBy(desc(P.respondidaEm))
        .limit(50),
    ]);
  return { totais: totais!, distribuicao, porMes, porObra, porProduto, porResponsavel, comentarios };
}
