import type { z } from 'zod';
import {
  TAF_LIFECYCLE,
  TAF_PAPEL_LABEL,
  vereditoTaf,
  type TTaf,
  type TTafAssinatura,
  type TTafStatus,
  type ZTafAssinaturaInput,
  type ZTafMoveInput,
} from '@portal/domain';
import { Conflict, ValidationFailed } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { checkMove, recordMove } from '../workflow';
import { TAF_ASSINADO, TAF_MUDOU, ensureStatus, findReadableTaf, tafFieldsOf, tafNames } from './taf-access';
import { getTaf } from './taf.service';
import { ENTIDADE_TAF, findResultados, updateTafIf } from './taf.repository';

/**
 * Concludes (every point answered; the verdict is set: reprovado when any point is não conforme) or reopens (the
 * signatures collected so far are cleared, the verdict too) a TAF, with its timeline and notices.
 */
export async function moverTaf(
  ctx: ServiceContext,
  id: string,
  movimento: 'concluir' | 'reabrir',
  input: z.output<typeof ZTafMoveInput>,
): Promise<TTaf> {
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableTaf({ db: tx, auth: ctx.auth }, id);
    const status = row.taf.status as TTafStatus;
    if (status === 'assinado') throw new Conflict(TAF_ASSINADO);
    const mover = checkMove(ctx.auth, TAF_LIFECYCLE, status, movimento, tafFieldsOf(row), input);
    const esperado = { versao: input.versao ?? row.taf.versao, status };
    let changes;
    if (movimento === 'concluir') {
      const resultados = await findResultados(tx, id);
      const respondidos = new Set(resultados.map((r) => r.resultado.pontoId));
      const pendentes = row.taf.pontos.filter((p) => !respondidos.has(p.id));
      if (pendentes.length > 0)
        throw new ValidationFailed(
          `Responda todos os pontos antes de concluir o TAF (${pendentes.length} sem resposta).`,
          pendentes.map((p) => ({ campo: `pontos.${p.id}`, mensagem: `“${p.descricao}” está sem resposta` })),
        );
      changes = {
        status: TAF_LIFECYCLE.moves.concluir.to,
        resultado: vereditoTaf(resultados.map((r) => r.resultado.resultado)),
        concluidoEm: new Date(),
      };
    } else {
      changes = {
        status: TAF_LIFECYCLE.moves.reabrir.to,
        resultado: null,
        concluidoEm: null,
        assinaturaFabrica: null,
        assinaturaCliente: null,
      };
    }
    if (!(await updateTafIf(tx, id, esperado, changes))) throw new Conflict(TAF_MUDOU);
    await recordMove(tx, TAF_LIFECYCLE, {
      entidadeId: id,
      move: movimento,
      from: status,
      mover,
      motivo: input.motivo,
      registro: tafNames(row),
    });
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_TAF,
      entityId: id,
      action: movimento,
      before: { status, resultado: row.taf.resultado },
      after: { status: changes.status, resultado: changes.resultado, motivo: input.motivo ?? null },
    });
  });
  return getTaf(ctx, id);
}

/**
 * One of the two signatures of a concluded TAF. The factory's inspector signs as the signed-in user; the client's
 * inspector signs on the same tablet with their name and company. The second signature makes the TAF assinado.
 */
export async function assinarTaf(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZTafAssinaturaInput>,
): Promise<TTaf> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableTaf({ db: tx, auth }, id, 'update');
    ensureStatus(row, ['aguardando_assinaturas'], 'Conclua o TAF antes de colher as assinaturas.');
    const { taf } = row;
    const campo = input.papel === 'fabrica' ? 'assinaturaFabrica' : 'assinaturaCliente';
    if (taf[campo])
      throw new Conflict(`O ${TAF_PAPEL_LABEL[input.papel].toLowerCase()} já assinou este TAF.`);
    const assinatura: TTafAssinatura =
      input.papel === 'fabrica'
        ? {
            nome: auth.user.name,
            cargo: input.assinatura.cargo,
            imagem: input.assinatura.imagem,
            empresa: input.empresa,
            assinadoEm: new Date().toISOString(),
            userId: auth.user.id,
          }
        : { ...input.assinatura, empresa: input.empresa, assinadoEm: new Date().toISOString(), userId: null };
    const outra = input.papel === 'fabrica' ? taf.assinaturaCliente : taf.assinaturaFabrica;
    const status = taf.status as TTafStatus;
    // The second signature is the move to assinado (checked and recorded as one).
    const mover = outra ? checkMove(auth, TAF_LIFECYCLE, status, 'assinar', tafFieldsOf(row)) : null;
    const changes = {
      [campo]: assinatura,
      ...(mover ? { status: TAF_LIFECYCLE.moves.assinar.to, assinadoEm: new Date() } : {}),
    };
    if (!(await updateTafIf(tx, id, { versao: input.versao ?? taf.versao, status }, changes)))
      throw new Conflict(TAF_MUDOU);
    if (mover)
      await recordMove(tx, TAF_LIFECYCLE, {
        entidadeId: id,
        move: 'assinar',
        from: status,
        mover,
        registro: tafNames(row),
      });
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_TAF,
      entityId: id,
      action: 'assinar',
      after: {
        papel: TAF_PAPEL_LABEL[input.papel],
        nome: assinatura.nome,
        empresa: assinatura.empresa,
        ...(mover ? { status: TAF_LIFECYCLE.moves.assinar.to } : {}),
      },
    });
  });
  return getTaf(ctx, id);
}
