import type { z } from 'zod';
import {
  SGI_LIFECYCLE,
  statusSgiDe,
  type TOcorrenciaSgi,
  type TRnc,
  type ZRncEficaciaInput,
  type ZRncInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, Forbidden } from '../../errors/domain-errors';
import type { RecordsContext } from '../../records/record-registry';
import { recordAudit } from '../audit';
import { recordMove } from '../workflow';
import { ENTIDADE_OCORRENCIA, findReadableOcorrencia } from './sgi-access';
import { ehEquipeSgi, pessoaDoQuadro } from './sgi-equipe';
import { ocorrenciaNames } from './sgi-view';
import { findRnc, insertRnc, touchOcorrencia, updateOcorrenciaIf, updateRncIf } from './sgi.repository';
import { getOcorrencia } from './sgi.service';

const pessoa = (p: { id: string | null; nome: string | null; email: string | null } | null) =>
  p?.id ? { id: p.id, nome: p.nome ?? '', email: p.email ?? '' } : null;

export async function rncOf(db: Db, ocorrenciaId: string): Promise<TRnc | null> {
  const row = await findRnc(db, ocorrenciaId);
  if (!row) return null;
  const { rnc } = row;
  return {
    numero: `RNC-${rnc.emitidaEm.getUTCFullYear()}-${String(row.numero).padStart(4, '0')}`,
    emitente: row.emitente,
    emitidaEm: rnc.emitidaEm.toISOString(),
    tipo: rnc.tipo,
    norma: rnc.norma,
    clausula: rnc.clausula,
    recorrente: rnc.recorrente,
    descricao: rnc.descricao,
    abrangencia: rnc.abrangencia,
    correcaoImediata: rnc.correcaoImediata,
    correcaoResponsavel: pessoa(row.correcao),
    correcaoPrazo: rnc.correcaoPrazo,
    porques: rnc.porques,
    ishikawa: rnc.ishikawa,
    causaRaiz6M: rnc.causaRaiz6M,
    causaRaiz: rnc.causaRaiz,
    eficaciaResponsavel: pessoa(row.eficacia),
    eficaciaPrazo: rnc.eficaciaPrazo,
    eficaciaResultado: rnc.eficaciaResultado,
    eficaciaObservacao: rnc.eficaciaObservacao,
    encerradaEm: rnc.encerradaEm?.toISOString() ?? null,
    versao: rnc.versao,
  };
}

/**
 * Writes the occurrence's RNC (issues it the first time): the team or the responsible, while the occurrence is in
 * triage or in progress. The people it names must be staff.
 */
export async function salvarRnc(
  ctx: RecordsContext,
  id: string,
  input: z.output<typeof ZRncInput>,
): Promise<TOcorrenciaSgi> {
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableOcorrencia({ db: tx, auth: ctx.auth }, id, 'update');
    const status = statusSgiDe(row.ocorrencia.status);
    if (status !== 'TRIAGEM' && status !== 'EM ANDAMENTO')
      throw new Conflict(
        status === 'RASCUNHO'
          ? 'Envie a ocorrência para a triagem antes de abrir a RNC.'
          : 'Esta ocorrência foi finalizada: reabra-a para mudar a RNC.',
      );
    if (input.correcaoResponsavelId)
      await pessoaDoQuadro(
        tx,
        input.correcaoResponsavelId,
        'correcaoResponsavelId',
        'Responsável pela correção',
      );
    if (input.eficaciaResponsavelId)
      await pessoaDoQuadro(
        tx,
        input.eficaciaResponsavelId,
        'eficaciaResponsavelId',
        'Responsável pela eficácia',
      );
    const { versao, ...campos } = input;
    const atual = await findRnc(tx, row.ocorrencia.id);
    if (!atual) {
      await insertRnc(tx, { ocorrenciaId: row.ocorrencia.id, emitenteId: ctx.auth.user.id, ...campos });
    } else if (!(await updateRncIf(tx, row.ocorrencia.id, versao ?? atual.rnc.versao, campos))) {
      throw new Conflict(
        'Outra pessoa alterou esta RNC enquanto você a editava. Atualize a página e tente de novo.',
      );
    }
    await touchOcorrencia(tx, row.ocorrencia.id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: row.ocorrencia.id,
      action: atual ? 'rnc_editar' : 'rnc_emitir',
      before: atual ? { ...atual.rnc, versao: undefined, updatedAt: undefined } : undefined,
      after: campos,
    });
  });
  return getOcorrencia(ctx, id);
}

/**
 * The effectiveness check, by its named person or the team: effective closes the RNC; not effective reopens the
 * occurrence for a new analysis and plan.
 */
export async function registrarEficacia(
  ctx: RecordsContext,
  id: string,
  input: z.output<typeof ZRncEficaciaInput>,
): Promise<TOcorrenciaSgi> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableOcorrencia({ db: tx, auth }, id);
    const rnc = await findRnc(tx, row.ocorrencia.id);
    if (!rnc) throw new Conflict('Esta ocorrência não tem RNC.');
    if (!ehEquipeSgi(auth) && rnc.rnc.eficaciaResponsavelId !== auth.user.id)
      throw new Forbidden('Só quem foi nomeado para verificar a eficácia, ou a equipe do SGI, a registra.');
    const status = statusSgiDe(row.ocorrencia.status);
    if (status !== 'EM ANDAMENTO' && status !== 'FINALIZADO')
      throw new Conflict('A eficácia é verificada depois que a ocorrência foi aceita.');
    if (rnc.rnc.encerradaEm) throw new Conflict('Esta RNC já foi encerrada como eficaz.');
    const eficaz = input.resultado === 'eficaz';
    await updateRncIf(tx, row.ocorrencia.id, rnc.rnc.versao, {
      eficaciaResultado: input.resultado,
      eficaciaObservacao: input.observacao,
      encerradaEm: eficaz ? new Date() : null,
    });
    if (!eficaz && status === 'FINALIZADO') {
      const updated = await updateOcorrenciaIf(tx, row.ocorrencia.id, row.ocorrencia.versao, {
        status: 'EM ANDAMENTO',
        finalizadaEm: null,
      });
      if (!updated)
        throw new Conflict('Outra pessoa alterou esta ocorrência. Atualize a página e tente de novo.');
      await recordMove(tx, SGI_LIFECYCLE, {
        entidadeId: row.ocorrencia.id,
        move: 'reabrir',
        from: 'FINALIZADO',
        mover: { porId: auth.user.id, porNome: auth.user.name, substituindoId: null, substituindoNome: null },
        motivo: `Verificação de eficácia: não eficaz. ${input.observacao}`,
        registro: ocorrenciaNames(row),
      });
    }
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: row.ocorrencia.id,
      action: 'eficacia',
      after: input,
    });
  });
  return getOcorrencia(ctx, id);
}
