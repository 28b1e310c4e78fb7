import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import type { TTaf, TTafFoto, TTafsPage, TTafsQuery, ZTafInput, ZTafTestemunhasInput } from '@portal/domain';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { IMAGE_TYPES, receiveUpload, type FilesDeps } from '../files';
import { followRecord } from '../notificacoes';
import { findObraById } from '../obras';
import { findProduto } from './produtos.repository';
import { tafsWhere } from './produtos-rules';
import { SO_QUEM_EXECUTA, TAF_MUDOU, ensureStatus, findReadableTaf } from './taf-access';
import { findModeloOr404 } from './taf-modelos.service';
import { tafOf, tafResumoOf } from './taf-view';
import { ENTIDADE_TAF, findTafIdBySerie, findTafsPage, insertTaf, updateTafIf } from './taf.repository';

export interface TafFilesContext extends ServiceContext {
  files: FilesDeps;
}

const campo = (nome: string, mensagem: string) => new ValidationFailed(mensagem, [{ campo: nome, mensagem }]);
const serieEmUso = (codigo: string, serie: string) =>
  new Conflict(`O produto ${codigo} já tem um TAF com o número de série ${serie}.`);

export async function listTafs(ctx: ServiceContext, query: TTafsQuery): Promise<TTafsPage> {
  const { rows, total } = await findTafsPage(ctx.db, query, tafsWhere(ctx.auth.ability));
  return { items: rows.map(tafResumoOf), total };
}

export async function getTaf(ctx: ServiceContext, id: string): Promise<TTaf> {
  const row = await findReadableTaf(ctx, id);
  return tafOf(ctx.db, ctx.auth, row);
}

/**
 * Starts a TAF for one unit of a product on a fabrication: the template's points are copied into the record (a later
 * change of the template does not touch it). A serial number is tested once per product.
 */
export async function createTaf(ctx: ServiceContext, input: z.output<typeof ZTafInput>): Promise<TTaf> {
  ensureCan(
    ctx.auth.ability,
    'update',
    'TAF',
    { obra: input.obraId, status: 'em_execucao' },
    {
      message: SO_QUEM_EXECUTA,
    },
  );
  const id = await ctx.db.transaction(async (tx) => {
    const produto = await findProduto(tx, input.produtoId);
    if (!produto) throw campo('produtoId', 'Produto não encontrado');
    if (!produto.produto.ativo) throw campo('produtoId', 'Este produto está desativado');
    const obra = await findObraById(tx, input.obraId);
    if (!obra || obra.tipo !== 'fabricacao')
      throw campo('obraId', 'Escolha uma fabricação (uma obra do tipo fabricação)');
    const modelo = await findModeloOr404(tx, input.modeloId).catch(() => {
      throw campo('modeloId', 'Modelo de TAF não encontrado');
    });
    const m = modelo.modelo;
    const aplica =
      m.produtoId === produto.produto.id ||
      (!m.produtoId && m.familia?.toLowerCase() === produto.produto.familia.toLowerCase());
    if (!m.ativo || !aplica) throw campo('modeloId', 'Este modelo não se aplica a este produto');
    if (await findTafIdBySerie(tx, produto.produto.id, input.numeroSerie))
      throw serieEmUso(produto.produto.codigo, input.numeroSerie);
    const created = await insertTaf(tx, {
      produtoId: produto.produto.id,
      obraId: obra.id,
      modeloId: m.id,
      numeroSerie: input.numeroSerie,
      pontos: m.pontos,
      status: 'em_execucao',
      responsavelId: ctx.auth.user.id,
    });
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_TAF,
      entityId: created.id,
      action: 'criar',
      after: {
        produto: produto.produto.codigo,
        numeroSerie: input.numeroSerie,
        obraId: obra.id,
        modelo: m.nome,
        pontos: m.pontos.length,
      },
    });
    await followRecord(tx, ENTIDADE_TAF, created.id, ctx.auth.user.id);
    return created.id;
  });
  return getTaf(ctx, id);
}

/** Receives a photo for a point (JPEG, PNG or WebP, checked from its bytes), attached to the TAF. */
export async function addFotoDoPonto(
  ctx: TafFilesContext,
  id: string,
  pontoId: string,
  part: MultipartFile | undefined,
): Promise<TTafFoto> {
  const row = await findReadableTaf(ctx, id, 'update');
  ensureStatus(row, ['em_execucao'], 'Este TAF foi concluído: reabra-o para enviar fotos.');
  const ponto = row.taf.pontos.find((p) => p.id === pontoId);
  if (!ponto) throw new NotFound('Ponto de controle não encontrado neste TAF.');
  const arquivo = await receiveUpload(
    ctx.files,
    ctx.auth,
    part,
    { entidade: ENTIDADE_TAF, entidadeId: id },
    IMAGE_TYPES,
  );
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_TAF,
      entityId: id,
      action: 'foto',
      after: { ponto: ponto.descricao, foto: arquivo.nome },
    });
  });
  return { id: arquivo.id, nome: arquivo.nome, mime: arquivo.mime, tamanho: arquivo.tamanho };
}

/** The witnesses of the test (until it is signed). */
export async function setTestemunhas(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZTafTestemunhasInput>,
): Promise<TTaf> {
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableTaf({ db: tx, auth: ctx.auth }, id, 'update');
    ensureStatus(row, ['em_execucao', 'aguardando_assinaturas'], 'Este TAF não recebe testemunhas agora.');
    const updated = await updateTafIf(
      tx,
      id,
      { versao: input.versao ?? row.taf.versao, status: row.taf.status },
      { testemunhas: input.testemunhas },
    );
    if (!updated) throw new Conflict(TAF_MUDOU);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_TAF,
      entityId: id,
      action: 'testemunhas',
      before: { testemunhas: row.taf.testemunhas.map((w) => w.nome) },
      after: { testemunhas: input.testemunhas.map((w) => w.nome) },
    });
  });
  return getTaf(ctx, id);
}
