import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import {
  avaliarResposta,
  itensDoChecklist,
  OS_WORKING_STATUS,
  type TAssinatura,
  type TChecklist,
  type TChecklistFoto,
  type TChecklistRespostaGuardada,
  type TChecklistResumo,
  type TOsTipo,
  type ZChecklistRespostaInput,
  type ZConcluirChecklistInput,
  type ZIniciarChecklistInput,
} from '@portal/domain';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { receiveUpload, IMAGE_TYPES } from '../files';
import type { FieldContext } from './field-context';
import { subjectOf } from './field-rules';
import { findModelo, findVersao } from './checklist-modelo.repository';
import {
  findChecklistByChave,
  findChecklistDetail,
  findChecklistFoto,
  findChecklistsOfOs,
  insertChecklist,
  updateChecklistRow,
  type ChecklistDetailRow,
} from './checklist.repository';
import { pendentesDe, toChecklist, toChecklistResumo } from './checklist-view';
import { findOsForEntry, findReadableOs, osFieldsOf } from './os-access';
import { findOsDetail, type OsDetailRow } from './os.repository';

type IniciarInput = z.output<typeof ZIniciarChecklistInput>;
type RespostaInput = z.output<typeof ZChecklistRespostaInput>;
type ConcluirInput = z.output<typeof ZConcluirChecklistInput>;

export const CHECKLIST_NOT_FOUND = 'Checklist não encontrado.';
const MAY_NOT_FILL = 'Você não pode preencher checklists nesta ordem de serviço.';
const INVALID = 'Os dados enviados são inválidos.';

/**
 * A checklist and its order, for whoever may read the order; anyone else (another obra's team, the other team, a
 * client) gets exactly what a missing checklist gives.
 */
export async function findReadableChecklist(
  ctx: ServiceContext,
  id: string,
  forUpdate = false,
): Promise<{ row: ChecklistDetailRow; os: OsDetailRow }> {
  const row = await findChecklistDetail(ctx.db, id, forUpdate);
  const os = row && (await findOsDetail(ctx.db, row.checklist.osId));
  if (!row || !os) throw new NotFound(CHECKLIST_NOT_FOUND);
  ensureCan(ctx.auth.ability, 'read', subjectOf(os.os.tipo), osFieldsOf(os), { hideAs: CHECKLIST_NOT_FOUND });
  return { row, os };
}

/** A checklist this user may still fill: readable (404), `create` on its order (403), open, order in execution. */
async function fillableChecklist(ctx: ServiceContext, id: string, forUpdate = false) {
  const found = await findReadableChecklist(ctx, id, forUpdate);
  const { row, os } = found;
  ensureCan(ctx.auth.ability, 'create', subjectOf(os.os.tipo), osFieldsOf(os), {
    message: 'Você não pode preencher este checklist.',
  });
  if (row.checklist.status === 'concluido')
    throw new Conflict('Este checklist foi concluído e não muda mais.');
  if (!OS_WORKING_STATUS.includes(os.os.status))
    throw new Conflict('A OS não está em execução: o checklist não pode ser preenchido agora.');
  return found;
}

export async function getChecklist(ctx: ServiceContext, id: string): Promise<TChecklist> {
  const { row, os } = await findReadableChecklist(ctx, id);
  return toChecklist(ctx.auth.ability, row, os);
}

/** An order's checklists, newest first, for whoever may read the order. */
export async function listChecklistsOfOs(
  ctx: ServiceContext,
  tipo: TOsTipo,
  osId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: TChecklistResumo[]; total: number }> {
  const os = await findReadableOs(ctx, osId, tipo);
  const { rows, total } = await findChecklistsOfOs(ctx.db, os.os.id, page);
  return { items: rows.map(toChecklistResumo), total };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Starts a checklist on an order in execution, on the template's current version. The same idempotency key gives
 * back the checklist it started (a phone retrying on a bad connection), never a second one.
 */
export async function iniciarChecklist(
  ctx: ServiceContext,
  tipo: TOsTipo,
  osId: string,
  input: IniciarInput,
): Promise<{ checklist: TChecklist; criado: boolean }> {
  const { auth } = ctx;
  const again = async (db: ServiceContext['db']): Promise<string | null> => {
    if (!input.chaveIdempotencia) return null;
    const before = await findChecklistByChave(db, input.chaveIdempotencia);
    if (!before) return null;
    if (before.osId !== osId || before.autorId !== auth.user.id)
      throw new Conflict('Esta chave de envio já foi usada em outro checklist.');
    return before.id;
  };
  const run = () =>
    ctx.db.transaction(async (tx) => {
      const os = await findOsForEntry({ db: tx, auth }, osId, MAY_NOT_FILL, tipo);
      const repeated = await again(tx);
      if (repeated) return { id: repeated, criado: false };
      if (!OS_WORKING_STATUS.includes(os.os.status))
        throw new Conflict('Inicie a execução da OS antes de preencher um checklist.');
      // Locked: an edit of the template waits, so it sees this checklist and makes a new version.
      const modelo = await findModelo(tx, input.modeloId, true);
      if (!modelo || modelo.obraId !== os.os.obraId || modelo.tipo !== tipo)
        throw new ValidationFailed(INVALID, [
          { campo: 'modeloId', mensagem: 'Escolha um modelo de checklist desta obra e deste time' },
        ]);
      if (!modelo.ativo)
        throw new ValidationFailed(INVALID, [
          { campo: 'modeloId', mensagem: 'Este modelo de checklist está desativado' },
        ]);
      const versao = await findVersao(tx, modelo.id, modelo.versaoAtual);
      if (!versao) throw new Error(`template ${modelo.id} has no version ${modelo.versaoAtual}`);
      const created = await insertChecklist(tx, {
        osId: os.os.id,
        versaoId: versao.versao.id,
        autorId: auth.user.id,
        chaveIdempotencia: input.chaveIdempotencia ?? null,
      });
      await recordAudit(tx, auth.actor, {
        entity: 'checklist',
        entityId: created.id,
        action: 'iniciar',
        after: { osId: os.os.id, modelo: modelo.nome, versao: modelo.versaoAtual },
      });
      return { id: created.id, criado: true };
    });
  let result: { id: string; criado: boolean };
  try {
    result = await run();
  } catch (error) {
    // The same key sent twice at once: the second insert loses on the unique index and answers with the first.
    const repeated = isUniqueViolation(error) ? await again(ctx.db) : null;
    if (!repeated) throw error;
    result = { id: repeated, criado: false };
  }
  return { checklist: await getChecklist(ctx, result.id), criado: result.criado };
}

/** Where an answer is refused: the refusal names the item and the field. */
function refuse(mensagem: string, errors: { campo: string; mensagem: string }[]): never {
  throw new ValidationFailed(mensagem, errors);
}

/**
 * Answers one item, recording who and when. A non-conforming answer needs the note and a photo; a photo item needs
 * its photo; the photo must have been sent for this checklist. `valor: null` clears an answer.
 */
export async function responderItem(
  ctx: ServiceContext,
  id: string,
  itemId: string,
  input: RespostaInput,
): Promise<TChecklist> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const { row } = await fillableChecklist({ db: tx, auth }, id, true);
    const item = itensDoChecklist(row.versao.secoes).find((i) => i.item.id === itemId)?.item;
    if (!item) throw new NotFound('Item não encontrado neste checklist.');
    const others = row.checklist.respostas.filter((r) => r.itemId !== itemId);
    const before = row.checklist.respostas.find((r) => r.itemId === itemId) ?? null;
    let after: TChecklistRespostaGuardada | null = null;
    if (input.valor !== null || item.tipo === 'foto') {
      const avaliacao = avaliarResposta(item, input.valor);
      if (!avaliacao.ok) refuse(avaliacao.mensagem, [{ campo: 'valor', mensagem: avaliacao.mensagem }]);
      const nome = `“${item.texto}”`;
      if (avaliacao.resultado === 'nao_conforme') {
        const missing = [
          ...(input.nota ? [] : [{ campo: 'nota', mensagem: 'Descreva a não conformidade' }]),
          ...(input.fotoId ? [] : [{ campo: 'fotoId', mensagem: 'Anexe uma foto da não conformidade' }]),
        ];
        if (missing.length) refuse(`${nome} não está conforme: escreva a nota e anexe a foto.`, missing);
      }
      if (item.tipo === 'foto' && !input.fotoId)
        refuse(`${nome} pede uma foto.`, [{ campo: 'fotoId', mensagem: 'Tire ou escolha a foto pedida' }]);
      if (input.fotoId && !(await findChecklistFoto(tx, id, input.fotoId)))
        refuse(INVALID, [{ campo: 'fotoId', mensagem: 'Esta foto não foi enviada para este checklist' }]);
      after = {
        itemId,
        resultado: avaliacao.resultado,
        valor: avaliacao.valor,
        nota: input.nota,
        fotoId: input.fotoId,
        porId: auth.user.id,
        porNome: auth.user.name,
        em: new Date().toISOString(),
      };
    }
    const respostas = after ? [...others, after] : others;
    await updateChecklistRow(tx, id, {
      respostas,
      naoConformes: respostas.filter((r) => r.resultado === 'nao_conforme').length,
    });
    // A drawn signature is kept whole in the checklist, not repeated in the audit.
    const brief = (r: TChecklistRespostaGuardada | null) =>
      r && { ...r, valor: item.tipo === 'assinatura' ? '[assinatura]' : r.valor };
    await recordAudit(tx, auth.actor, {
      entity: 'checklist',
      entityId: id,
      action: 'responder',
      before: brief(before),
      after: brief(after) ?? { itemId, apagada: true },
    });
  });
  return getChecklist(ctx, id);
}

/** Receives a photo for an answer (JPEG, PNG or WebP, checked from its bytes), attached to the checklist. */
export async function addChecklistFoto(
  ctx: FieldContext,
  id: string,
  part: MultipartFile | undefined,
): Promise<TChecklistFoto> {
  const { auth, files } = ctx;
  await fillableChecklist(ctx, id);
  const arquivo = await receiveUpload(
    files,
    auth,
    part,
    { entidade: 'checklist', entidadeId: id },
    IMAGE_TYPES,
  );
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, auth.actor, {
      entity: 'checklist',
      entityId: id,
      action: 'adicionar_foto',
      after: { arquivoId: arquivo.id, nome: arquivo.nome },
    });
  });
  return { id: arquivo.id, nome: arquivo.nome, mime: arquivo.mime, tamanho: arquivo.tamanho };
}

function signature(
  input: NonNullable<ConcluirInput['assinaturaExecutor']>,
  userId: string | null,
): TAssinatura {
  return { ...input, assinadoEm: new Date().toISOString(), userId };
}

/**
 * Concludes the checklist: every required item answered, signed by the executor and, when its version asks, by the
 * client on site. From then on it is read-only.
 */
export async function concluirChecklist(
  ctx: ServiceContext,
  id: string,
  input: ConcluirInput,
): Promise<TChecklist> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const { row } = await fillableChecklist({ db: tx, auth }, id, true);
    const { versao, checklist } = row;
    const pendentes = pendentesDe(versao.secoes, checklist.respostas);
    const itens = new Map(itensDoChecklist(versao.secoes).map(({ item }) => [item.id, item]));
    const errors = [
      ...pendentes.map((itemId) => ({
        campo: `respostas.${itemId}`,
        mensagem: `“${itens.get(itemId)!.texto}” está sem resposta`,
      })),
      ...(input.assinaturaExecutor
        ? []
        : [{ campo: 'assinaturaExecutor', mensagem: 'O executor precisa assinar o checklist' }]),
      ...(!versao.assinaturaCliente || input.assinaturaCliente
        ? []
        : [{ campo: 'assinaturaCliente', mensagem: 'Este checklist pede a assinatura do cliente no local' }]),
    ];
    if (errors.length > 0) {
      const nomes = pendentes.map((itemId) => `“${itens.get(itemId)!.texto}”`).join(', ');
      throw new ValidationFailed(
        pendentes.length
          ? `Responda os itens obrigatórios antes de concluir: ${nomes}.`
          : 'Assine o checklist para concluí-lo.',
        errors,
      );
    }
    const concluidoEm = new Date();
    await updateChecklistRow(tx, id, {
      status: 'concluido',
      concluidoEm,
      assinaturaExecutor: signature(input.assinaturaExecutor!, auth.user.id),
      // The client signs on the executor's phone: a person on site, not a portal user.
      assinaturaCliente:
        versao.assinaturaCliente && input.assinaturaCliente ? signature(input.assinaturaCliente, null) : null,
    });
    await recordAudit(tx, auth.actor, {
      entity: 'checklist',
      entityId: id,
      action: 'concluir',
      before: { status: checklist.status },
      after: {
        status: 'concluido',
        naoConformes: checklist.naoConformes,
        executor: input.assinaturaExecutor!.nome,
        cliente: input.assinaturaCliente?.nome ?? null,
      },
    });
  });
  return getChecklist(ctx, id);
}
