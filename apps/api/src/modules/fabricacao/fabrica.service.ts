import {
  inicioSemana,
  OPERACAO_SITUACOES,
  PAINEL_FABRICA_SEMANAS,
  percentual,
  rotuloSemana,
  somaDias,
  todayInSaoPaulo,
  type TCargaCelula,
  type TOperacaoPlanejada,
  type TOperacaoSituacao,
  type TPainelFabrica,
  type TPainelFabricacao,
  type TPlanejamento,
  type TPlanejamentoQuery,
  type TSemana,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { ensureCan } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { fabricacoesWhere } from './fabricacao-rules';
import { toFabricacaoResumo } from './fabricacao-view';
import { findFabricacoesPage } from './fabricacao.repository';
import { loadFabricacao } from './fabricacao.service';
import {
  findAtrasadas,
  findCargas,
  findCentros,
  findOperacoesPlanejadas,
  findPorSituacao,
  findProgressoPorTipo,
} from './fabrica.repository';

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The factory-wide views show every fabrication's load: only for whoever reads all of them (staff), not for a
 * client who reads their own.
 */
function ensureReadsTheFactory(ctx: ServiceContext): void {
  ensureCan(
    ctx.auth.ability,
    'read',
    'Fabricacao',
    {},
    {
      message: 'Só a equipe da fábrica vê o planejamento de toda a fábrica.',
    },
  );
}

function semanasDe(de: string, semanas: number): TSemana[] {
  const inicio = inicioSemana(de);
  return Array.from({ length: semanas }, (_, i) => {
    const segunda = somaDias(inicio, 7 * i);
    return { inicio: segunda, fim: somaDias(segunda, 6), rotulo: rotuloSemana(segunda) };
  });
}

/** Per active work centre (or the one asked), per week: the load against the capacity, and what makes it. */
async function cargaPorCentro(db: Db, semanas: TSemana[], centroId?: string) {
  const de = semanas[0]!.inicio;
  const ate = semanas.at(-1)!.fim;
  const centros = (await findCentros(db, true)).filter((c) => !centroId || c.id === centroId);
  const cargas = await findCargas(db, de, ate, centroId);
  return {
    cargas,
    centros: centros.map((c) => {
      const capacidade = Number(c.capacidadeHorasSemana);
      return {
        centro: { id: c.id, nome: c.nome, capacidadeHorasSemana: capacidade },
        celulas: semanas.map((s): TCargaCelula => {
          const carga = round2(
            cargas
              .filter((l) => l.centroId === c.id && l.semana === s.inicio)
              .reduce((t, l) => t + l.horas, 0),
          );
          return {
            semana: s.inicio,
            cargaHoras: carga,
            capacidadeHoras: capacidade,
            ocupacao: percentual(carga, capacidade),
          };
        }),
      };
    }),
  };
}

/** /fabrica/planejamento: at most 26 weeks from the Monday of `de`; only the operations overlapping them are read. */
export async function planejamento(ctx: ServiceContext, query: TPlanejamentoQuery): Promise<TPlanejamento> {
  ensureReadsTheFactory(ctx);
  const hoje = todayInSaoPaulo();
  const semanas = semanasDe(query.de ?? hoje, query.semanas);
  const { cargas, centros } = await cargaPorCentro(ctx.db, semanas, query.centroId);
  const ops = await findOperacoesPlanejadas(
    ctx.db,
    hoje,
    [...new Set(cargas.map((c) => c.operacaoId))],
    fabricacoesWhere(ctx.auth.ability),
  );
  // Hours per work centre, week and operation; the cells list the operations in their planned order.
  const horas = new Map(cargas.map((l) => [`${l.centroId}|${l.semana}|${l.operacaoId}`, l.horas]));
  return {
    semanas,
    centros: centros.map(({ centro, celulas }) => ({
      centro,
      celulas: celulas.map((cel) => ({
        ...cel,
        operacoes: ops.flatMap((o): TOperacaoPlanejada[] => {
          const naSemana = horas.get(`${centro.id}|${cel.semana}|${o.id}`);
          if (naSemana === undefined) return [];
          return [
            {
              ...o,
              horasPrevistas: Number(o.horasPrevistas),
              horasNaSemana: naSemana,
              situacao: o.situacao as TOperacaoSituacao,
            },
          ];
        }),
      })),
    })),
  };
}

/** /fabrica/Dashboard: the fabrications in progress, the late operations, the load of the next weeks. */
export async function painelFabrica(ctx: ServiceContext): Promise<TPainelFabrica> {
  ensureReadsTheFactory(ctx);
  const hoje = todayInSaoPaulo();
  const permission = fabricacoesWhere(ctx.auth.ability);
  const { rows } = await findFabricacoesPage(
    ctx.db,
    hoje,
    { page: 1, pageSize: 100, status: ['em_andamento'], sort: { field: 'fimPrevisto', desc: false } },
    permission,
  );
  const semanas = semanasDe(hoje, PAINEL_FABRICA_SEMANAS);
  const { centros } = await cargaPorCentro(ctx.db, semanas);
  return {
    emAndamento: rows.map(toFabricacaoResumo),
    atrasadas: await findAtrasadas(ctx.db, hoje, permission),
    carga: { semanas, centros },
  };
}

/** /fabricacao/:obra: progress by weight, item and operation kind, situations, hours, late operations. */
export async function painelFabricacao(ctx: ServiceContext, obraId: string): Promise<TPainelFabricacao> {
  const row = await loadFabricacao(ctx, obraId);
  const hoje = todayInSaoPaulo();
  const porTipo = (await findProgressoPorTipo(ctx.db, obraId)).map((t) => ({
    tipo: t.tipo,
    pesoNecessarioKg: Number(t.pesoNecessario),
    pesoConcluidoKg: Number(t.pesoConcluido),
    progresso: percentual(Number(t.pesoConcluido), Number(t.pesoNecessario)),
    operacoes: t.operacoes,
    concluidas: t.concluidas,
    horasPrevistas: Number(t.horasPrevistas),
    horasReais: Number(t.horasReais),
  }));
  const situacoes = await findPorSituacao(ctx.db, hoje, obraId);
  const resumo = toFabricacaoResumo(row);
  return {
    pesoTotalKg: resumo.pesoTotalKg,
    pesoConcluidoKg: Number(row.pesoConcluidoKg),
    progressoPeso: resumo.progressoPeso,
    itens: resumo.itens,
    itensConcluidos: resumo.itensConcluidos,
    progressoItens: resumo.progressoItens,
    porTipo,
    porSituacao: OPERACAO_SITUACOES.map((situacao) => ({
      situacao,
      total: situacoes.find((s) => s.situacao === situacao)?.total ?? 0,
    })),
    horas: {
      previstas: round2(porTipo.reduce((t, p) => t + p.horasPrevistas, 0)),
      reais: round2(porTipo.reduce((t, p) => t + p.horasReais, 0)),
    },
    atrasadas: await findAtrasadas(ctx.db, hoje, fabricacoesWhere(ctx.auth.ability), obraId),
  };
}
