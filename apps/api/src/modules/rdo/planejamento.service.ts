import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import {
  plannedFraction,
  roundTo2,
  type TCurvaS,
  type TPlano,
  type TPlanoImportado,
  type TRdoConfig,
  type ZPlanoInput,
} from '@portal/domain';
import { UnsupportedMediaType, ValidationFailed } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { computeObraProgress, listAtrasos, recheckDelays } from './atrasos.service';
import type { RdoContext } from './rdo-context';
import { canOnObraRdos, obraForRdo } from './rdo-obra-access';
import { findPlano, findRdoConfig, replacePlano, upsertRdoConfig } from './planejamento.repository';

const MAX_PLAN_BYTES = 5 * 1024 * 1024;

/** The plan with each activity's realized and expected % today. */
export async function getPlano(ctx: ServiceContext, obraId: string): Promise<TPlano> {
  const obra = await obraForRdo(
    ctx,
    obraId,
    ['plannedDates', 'read'],
    'Você não pode ver as datas planejadas desta obra.',
  );
  const { atividades, hoje } = await computeObraProgress(ctx.db, obraId);
  return {
    podeEditar: canOnObraRdos(ctx, 'plannedDates', obra),
    atividades: atividades.map((a) => ({
      id: a.id,
      codigo: a.codigo,
      descricao: a.descricao,
      peso: Number(a.peso),
      inicioPrevisto: a.inicioPrevisto,
      fimPrevisto: a.fimPrevisto,
      percentualRealizado: a.percentual,
      percentualPrevisto: roundTo2(100 * plannedFraction(a, hoje)),
      atrasada: a.fimPrevisto < hoje && a.percentual < 100,
    })),
  };
}

/**
 * Saves the whole plan (planejamento), then looks for the delays the new plan makes. Audited with the plan before and
 * after.
 */
export async function savePlano(
  ctx: RdoContext,
  obraId: string,
  { atividades }: z.output<typeof ZPlanoInput>,
): Promise<TPlano> {
  await obraForRdo(ctx, obraId, ['plannedDates'], 'Só o planejamento define as datas planejadas.');
  await ctx.db.transaction(async (tx) => {
    const before = await findPlano(tx, obraId);
    const known = new Set(before.map((a) => a.id));
    const errors = atividades.flatMap((a, i) =>
      a.id && !known.has(a.id) ? [{ campo: `atividades.${i}.id`, mensagem: 'Atividade de outro plano' }] : [],
    );
    if (errors.length > 0) throw new ValidationFailed('Os dados enviados são inválidos.', errors);
    await replacePlano(tx, obraId, atividades);
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'obra',
      entityId: obraId,
      action: 'datas_planejadas',
      before: before.map(({ codigo, peso, inicioPrevisto, fimPrevisto }) => ({
        codigo,
        peso,
        inicioPrevisto,
        fimPrevisto,
      })),
      after: atividades,
    });
  });
  await recheckDelays(ctx, obraId);
  return getPlano(ctx, obraId);
}

/** Reads a plan spreadsheet (.xlsx or .csv) into rows for review; nothing is saved. */
export async function importPlano(
  ctx: ServiceContext,
  obraId: string,
  part: MultipartFile | undefined,
): Promise<TPlanoImportado> {
  await obraForRdo(ctx, obraId, ['plannedDates'], 'Só o planejamento define as datas planejadas.');
  if (!part)
    throw new ValidationFailed('Envie a planilha no campo "arquivo".', [
      { campo: 'arquivo', mensagem: 'Campo obrigatório' },
    ]);
  const name = part.filename.toLowerCase();
  const mime = name.endsWith('.csv')
    ? 'text/csv'
    : name.endsWith('.xlsx')
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : '';
  if (!mime) throw new UnsupportedMediaType('Envie uma planilha .xlsx ou .csv.');
  const buffer = await part.toBuffer();
  if (buffer.length > MAX_PLAN_BYTES) throw new ValidationFailed('A planilha passa de 5 MB.');
  // exceljs loads with the first spreadsheet, not with the server (a faster start).
  const { readPlanoSpreadsheet } = await import('./plano-spreadsheet');
  return readPlanoSpreadsheet(buffer, mime);
}

export async function getRdoConfig(ctx: ServiceContext, obraId: string): Promise<TRdoConfig> {
  await obraForRdo(
    ctx,
    obraId,
    ['configure', 'create', 'read'],
    'Você não pode ver a configuração do RDO desta obra.',
  );
  return findRdoConfig(ctx.db, obraId);
}

/**
 * Which sections the obra's RDOs have, working hours, delay threshold (planejamento / RDO admin); the threshold
 * changes which delays count, so they are looked for again. Audited.
 */
export async function saveRdoConfig(
  ctx: RdoContext,
  obraId: string,
  config: TRdoConfig,
): Promise<TRdoConfig> {
  await obraForRdo(ctx, obraId, ['configure'], 'Você não pode configurar o RDO desta obra.');
  if (config.horarioInicio >= config.horarioFim)
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'horarioFim', mensagem: 'O fim do expediente deve ser depois do início' },
    ]);
  await ctx.db.transaction(async (tx) => {
    const before = await findRdoConfig(tx, obraId);
    await upsertRdoConfig(tx, obraId, config);
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'obra',
      entityId: obraId,
      action: 'configurar_rdo',
      before,
      after: config,
    });
  });
  await recheckDelays(ctx, obraId);
  return findRdoConfig(ctx.db, obraId);
}

/** The obra's S-curve (planned against actual, day by day), today's gap and, for who may see them, its delays. */
export async function getCurvaS(ctx: ServiceContext, obraId: string): Promise<TCurvaS> {
  const obra = await obraForRdo(
    ctx,
    obraId,
    ['read', 'plannedDates'],
    'Você não pode ver o avanço desta obra.',
  );
  const { pontos, curve, config, hoje } = await computeObraProgress(ctx.db, obraId);
  const atrasos = canOnObraRdos(ctx, 'delayWarning', obra) ? await listAtrasos(ctx, obraId) : [];
  return {
    pontos,
    hoje: curve ? { data: hoje, ...curve, desvio: roundTo2(curve.realizado - curve.previsto) } : null,
    limiarAtraso: config.limiarAtraso,
    atrasos,
  };
}
