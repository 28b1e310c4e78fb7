import { plannedFraction, roundTo2, todayInSaoPaulo, type TRdoModelo } from '@portal/domain';
import { ensureCanCreate } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { getObra } from '../obras';
import { obraRdoFields } from './rdo-obra-access';
import { findPlano, findProgressReports, findRdoConfig } from './planejamento.repository';
import { findLastRdoBefore, findRdoByObraData, peekNextNumero } from './rdo.repository';

/**
 * What a new report of `data` starts from, so the site manager types only what changed: the last report's workforce
 * and equipment, the plan's activities running that day with their last reported %, and the obra's working hours.
 * When the day already has a report, says which (one RDO per obra per date).
 */
export async function rdoModelo(
  ctx: ServiceContext,
  obraId: string,
  data = todayInSaoPaulo(),
): Promise<TRdoModelo> {
  const { db } = ctx;
  const obra = await getObra(ctx, obraId);
  ensureCanCreate(ctx.auth.ability, 'RDO', obraRdoFields(obra, 'em_preenchimento'), {
    message: 'Você não pode criar RDOs nesta obra.',
  });
  const [config, existente, numero, anterior, plano, reports] = await Promise.all([
    findRdoConfig(db, obraId),
    findRdoByObraData(db, obraId, data),
    peekNextNumero(db, obraId),
    findLastRdoBefore(db, obraId, data),
    findPlano(db, obraId),
    findProgressReports(db, obraId, data),
  ]);
  const latest = new Map(reports.map((r) => [r.atividadeId, r.percentual]));
  const running = plano.filter(
    (a) => a.inicioPrevisto <= data && (a.fimPrevisto >= data || (latest.get(a.id) ?? 0) < 100),
  );
  return {
    data,
    numero,
    existente: existente ?? null,
    config,
    copiadoDe: anterior ? { id: anterior.id, numero: anterior.numero, data: anterior.data } : null,
    conteudo: {
      semTrabalho: false,
      horarioInicio: config.horarioInicio,
      horarioFim: config.horarioFim,
      clima: { manha: null, tarde: null, noite: null },
      chuvaMm: null,
      maoDeObra: anterior?.maoDeObra.map((m) => ({ ...m, horas: m.horas ?? null })) ?? [],
      equipamentos: anterior?.equipamentos ?? [],
      atividades: running.map((a) => ({
        atividadePlanejadaId: a.id,
        descricao: `${a.codigo} ${a.descricao}`,
        percentualAcumulado: latest.get(a.id) ?? 0,
        observacao: '',
        percentualPrevisto: roundTo2(100 * plannedFraction(a, data)),
      })),
      ocorrencias: [],
      comentarios: '',
    },
  };
}
