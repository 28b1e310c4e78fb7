import { formatDate, formatMoney, type TApolice, type TCobertura, type TEndossoInput } from '@portal/domain';
import { Conflict, ValidationFailed } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import {
  ENTIDADE,
  anunciar,
  apoliceFor,
  apoliceTravada,
  endossoDa,
  endossosEmOrdem,
  removeFiles,
  vigenteApos,
  type SegurosFilesContext,
} from './seguros-escrita';
import { getApolice } from './seguros.service';
import {
  deleteEndosso as deleteEndossoRow,
  insertEndosso,
  updateApolice as updateApoliceRow,
  type ApoliceRow,
  type EndossoRow,
} from './seguros.repository';

const mesmasCoberturas = (a: TCobertura[], b: TCobertura[]) =>
  a.length === b.length &&
  a.every((c, i) => c.descricao === b[i]!.descricao && Number(c.limite) === Number(b[i]!.limite));

/**
 * Whether the endorsement changes anything: a value it gives differs from the policy's now, or it charges or refunds
 * premium.
 */
function mudaAlgo(apolice: ApoliceRow, input: TEndossoInput): boolean {
  return (
    (input.novoFimVigencia !== undefined && input.novoFimVigencia !== apolice.fimVigencia) ||
    (input.novaImportanciaSegurada !== undefined &&
      Number(input.novaImportanciaSegurada) !== Number(apolice.importanciaSegurada)) ||
    (input.coberturas !== undefined && !mesmasCoberturas(input.coberturas, apolice.coberturas)) ||
    (input.premioAdicional !== undefined && Number(input.premioAdicional) !== 0)
  );
}

/**
 * An endorsement is issued within the term as it stands, after the last one (they apply in the order issued); after the
 * end it may only extend the term (insurers extend with retroactive effect). A refund never exceeds what was paid.
 */
function validarEndosso(apolice: ApoliceRow, ultimo: EndossoRow | undefined, input: TEndossoInput): void {
  const erros = [];
  const estende = input.novoFimVigencia !== undefined && input.novoFimVigencia > apolice.fimVigencia;
  if (input.dataEmissao < apolice.inicioVigencia)
    erros.push({
      campo: 'dataEmissao',
      mensagem: `O endosso não pode ser anterior ao início da vigência (${formatDate(apolice.inicioVigencia)})`,
    });
  else if (ultimo && input.dataEmissao < ultimo.dataEmissao)
    erros.push({
      campo: 'dataEmissao',
      mensagem: `O endosso não pode ser anterior ao último, emitido em ${formatDate(ultimo.dataEmissao)}`,
    });
  else if (input.dataEmissao > apolice.fimVigencia && !estende)
    erros.push({
      campo: 'dataEmissao',
      mensagem: `A vigência terminou em ${formatDate(apolice.fimVigencia)}: depois dela o endosso só pode prorrogá-la`,
    });
  if (!mudaAlgo(apolice, input))
    erros.push({
      campo: 'novoFimVigencia',
      mensagem: 'O endosso repete o que a apólice já diz: informe o que ele altera',
    });
  if (input.novoFimVigencia && input.novoFimVigencia <= apolice.inicioVigencia)
    erros.push({
      campo: 'novoFimVigencia',
      mensagem: `O novo fim da vigência deve ser depois do início (${formatDate(apolice.inicioVigencia)})`,
    });
  else if (input.novoFimVigencia && input.novoFimVigencia < input.dataEmissao)
    erros.push({
      campo: 'novoFimVigencia',
      mensagem: 'O novo fim da vigência deve ser depois da emissão do endosso',
    });
  if (Number(apolice.premioTotal) + Number(input.premioAdicional ?? 0) < 0)
    erros.push({
      campo: 'premioAdicional',
      mensagem: `A restituição é maior que o prêmio pago (${formatMoney(apolice.premioTotal)})`,
    });
  if (erros.length > 0) throw new ValidationFailed('O endosso não pode ser registrado.', erros);
}

/** Adds an endorsement: the policy's term, sum, covers and premium follow it at once. */
export async function addEndosso(
  ctx: ServiceContext,
  apoliceId: string,
  input: TEndossoInput,
): Promise<TApolice> {
  await apoliceFor(ctx, apoliceId, 'update', 'Você não pode endossar esta apólice.');
  await ctx.db.transaction(async (tx) => {
    const current = await apoliceTravada(tx, apoliceId);
    const endossos = await endossosEmOrdem(tx, apoliceId);
    validarEndosso(current, endossos.at(-1), input);
    if (endossos.some((e) => e.numero === input.numero))
      throw new Conflict(`Esta apólice já tem o endosso número ${input.numero}.`);
    const endosso = await insertEndosso(tx, {
      apoliceId,
      numero: input.numero,
      dataEmissao: input.dataEmissao,
      descricao: input.descricao,
      novoFimVigencia: input.novoFimVigencia ?? null,
      novaImportancia: input.novaImportanciaSegurada ?? null,
      coberturas: input.coberturas ?? null,
      premioAdicional: input.premioAdicional ?? null,
      criadoPor: ctx.auth.user.id,
    });
    const vigente = vigenteApos(current, await endossosEmOrdem(tx, apoliceId));
    await updateApoliceRow(tx, apoliceId, vigente);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE,
      entityId: apoliceId,
      action: 'endossar',
      before: { fimVigencia: current.fimVigencia, importanciaSegurada: current.importanciaSegurada },
      after: { endosso: endosso.numero, ...vigente },
    });
    await anunciar(tx, current.obraId);
  });
  return getApolice(ctx, apoliceId);
}

/** Removes an endorsement registered by mistake (for whoever may delete policies); the policy folds the rest. */
export async function deleteEndosso(
  ctx: SegurosFilesContext,
  apoliceId: string,
  endossoId: string,
): Promise<TApolice> {
  await apoliceFor(ctx, apoliceId, 'delete', 'Você não pode excluir endossos desta apólice.');
  const endosso = await endossoDa(ctx.db, apoliceId, endossoId);
  await ctx.db.transaction(async (tx) => {
    const current = await apoliceTravada(tx, apoliceId);
    await deleteEndossoRow(tx, endossoId);
    const vigente = vigenteApos(current, await endossosEmOrdem(tx, apoliceId));
    if (vigente.fimVigencia <= current.inicioVigencia)
      throw new ValidationFailed('O endosso não pode ser excluído: a vigência terminaria antes de começar.');
    if (Number(vigente.premioTotal) < 0)
      throw new ValidationFailed(
        'O endosso não pode ser excluído: as restituições passariam do prêmio pago.',
      );
    await updateApoliceRow(tx, apoliceId, vigente);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE,
      entityId: apoliceId,
      action: 'excluir_endosso',
      before: { endosso: endosso.numero, fimVigencia: current.fimVigencia },
      after: vigente,
    });
    await anunciar(tx, current.obraId);
  });
  await removeFiles(ctx, [endosso.arquivoId]);
  return getApolice(ctx, apoliceId);
}
