import {
  CHAMADO_STATUSES,
  CUSTO_TIPO_LABEL,
  topDezMaisOutros,
  type TCustoTipo,
  type TPainelPosVendas,
  type TPainelPosVendasQuery,
  type TSatisfacaoPosVendas,
} from '@portal/domain';
import { and } from 'drizzle-orm';
import type { ServiceContext } from '../../service-context';
import { chamadosWhere } from './posvendas-rules';
import { painelCustos, painelNumeros, satisfacaoNumeros } from './posvendas-painel.repository';
import { periodoWhere } from './posvendas.repository';

const arredonda = (n: number, casas = 1) => Math.round(n * 10 ** casas) / 10 ** casas;
const horas = (minutos: number | string | null) =>
  minutos === null ? null : arredonda(Number(minutos) / 60);
const fatias = (rows: { rotulo: string; valor: string }[]) =>
  topDezMaisOutros(rows.map((r) => ({ rotulo: r.rotulo, valor: Number(r.valor) })));
const mediaPor = (rows: { rotulo: string; media: string; respostas: number }[]) =>
  rows.map((r) => ({ rotulo: r.rotulo, media: arredonda(Number(r.media)), respostas: r.respostas }));

/** The tickets the dashboards count: those the user sees the team's side of (`readInterno`), in the filters. */
const whereDe = (ctx: ServiceContext, query: TPainelPosVendasQuery) =>
  and(chamadosWhere(ctx.auth.ability, 'readInterno'), ...periodoWhere(query));

/** /dashboard-posvendas: tickets by status and month, time to resolve, SLA, products, costs and satisfaction. */
export async function painel(ctx: ServiceContext, query: TPainelPosVendasQuery): Promise<TPainelPosVendas> {
  const where = whereDe(ctx, query);
  const [numeros, custos, satisfacao] = await Promise.all([
    painelNumeros(ctx.db, where),
    painelCustos(ctx.db, where),
    satisfacaoNumeros(ctx.db, where),
  ]);
  const meses = new Map<string, { abertos: number; concluidos: number }>();
  const mesDe = (m: string) => meses.get(m) ?? meses.set(m, { abertos: 0, concluidos: 0 }).get(m)!;
  for (const r of numeros.abertosPorMes) mesDe(r.mes).abertos = r.total;
  for (const r of numeros.concluidosPorMes) mesDe(r.mes).concluidos = r.total;
  const porStatus = new Map(numeros.porStatus.map((r) => [r.status, r.total]));
  const total = numeros.porStatus.reduce((s, r) => s + r.total, 0);
  const totalCustos = custos.porTipo.reduce((s, r) => s + Math.round(Number(r.valor) * 100), 0) / 100;
  return {
    total,
    porStatus: CHAMADO_STATUSES.map((status) => ({ status, total: porStatus.get(status) ?? 0 })),
    porMes: [...meses.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([mes, v]) => ({ mes, ...v })),
    resolucaoHoras: {
      mediana: horas(numeros.resolucao.mediana),
      p90: horas(numeros.resolucao.p90),
      concluidos: numeros.resolucao.concluidos,
    },
    slaEstourado: numeros.sla,
    porProduto: numeros.porProduto,
    custos: {
      total: totalCustos,
      porObra: fatias(custos.porObra),
      porProduto: fatias(custos.porProduto),
      porTipo: fatias(
        custos.porTipo.map((r) => ({
          rotulo: CUSTO_TIPO_LABEL[r.rotulo as TCustoTipo] ?? r.rotulo,
          valor: r.valor,
        })),
      ),
    },
    satisfacao: {
      media: satisfacao.totais.media === null ? null : arredonda(Number(satisfacao.totais.media)),
      respostas: satisfacao.totais.respostas,
      porObra: mediaPor(satisfacao.porObra),
      porProduto: mediaPor(satisfacao.porProduto),
    },
  };
}

/** /posvendas-satisfacao: the ratings of the tickets opened in the period (1–10; 9–10 and 1–6 shares). */
export async function satisfacao(
  ctx: ServiceContext,
  query: TPainelPosVendasQuery,
): Promise<TSatisfacaoPosVendas> {
  const s = await satisfacaoNumeros(ctx.db, whereDe(ctx, query));
  const distribuicao = Array.from(
    { length: 10 },
    (_, i) => s.distribuicao.find((d) => d.nota === i + 1)?.total ?? 0,
  );
  const respostas = s.totais.respostas;
  const parte = (de: number, ate: number) =>
    respostas === 0
      ? null
      : arredonda(distribuicao.slice(de - 1, ate).reduce((a, b) => a + b, 0) / respostas, 4);
  return {
    respostas,
    enviadas: s.totais.enviadas,
    media: s.totais.media === null ? null : arredonda(Number(s.totais.media)),
    distribuicao,
    promotores: parte(9, 10),
    detratores: parte(1, 6),
    porMes: mediaPor(s.porMes),
    porObra: mediaPor(s.porObra),
    porProduto: mediaPor(s.porProduto),
    porResponsavel: mediaPor(s.porResponsavel),
    comentarios: s.comentarios.map((c) => ({
      chamadoId: c.chamadoId,
      numero: c.numero,
      obra: c.obra,
      nota: c.nota ?? 0,
      comentario: c.comentario,
      em: (c.em ?? new Date()).toISOString(),
    })),
  };
}
