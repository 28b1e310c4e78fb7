import {
  todayInSaoPaulo,
  type TCreateFabricacaoInput,
  type TFabricacaoDetalhe,
  type TFabricacaoResumo,
  type TFabricacoesQuery,
  type TUpdateFabricacaoInput,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { NotFound, ValidationFailed } from '../../errors/domain-errors';
import { canOn, ensureCan } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { findUserById } from '../identity';
import { addUsuarioToObra, removeUsuarioFromObra, createObraIn, getObra, updateObraIn } from '../obras';
import { fabricacaoFields, fabricacoesWhere } from './fabricacao-rules';
import { toFabricacaoResumo } from './fabricacao-view';
import {
  findFabricacao,
  findFabricacaoRow,
  findFabricacoesPage,
  findObraTipo,
  upsertFabricacao,
} from './fabricacao.repository';
import { fabFabricacoes } from './fabricacao.schema';

export const FABRICACAO_NAO_ENCONTRADA = 'Fabricação não encontrada.';
const MAY_NOT_EDIT = 'Você não tem permissão para alterar esta fabricação.';

/**
 * The fabrication, when the user may read it; an obra that is not a fabrication, or one they may not read, answers
 * like a missing one. `action` other than read is refused 403 on a readable one.
 */
export async function loadFabricacao(
  ctx: ServiceContext,
  obraId: string,
  action: 'read' | 'create' | 'update' | 'delete' = 'read',
) {
  const row = await findFabricacao(ctx.db, todayInSaoPaulo(), obraId);
  if (!row) throw new NotFound(FABRICACAO_NAO_ENCONTRADA);
  const fields = fabricacaoFields(obraId);
  ensureCan(ctx.auth.ability, 'read', 'Fabricacao', fields, { hideAs: FABRICACAO_NAO_ENCONTRADA });
  if (action !== 'read') ensureCan(ctx.auth.ability, action, 'Fabricacao', fields, { message: MAY_NOT_EDIT });
  return row;
}

export async function listFabricacoes(
  ctx: ServiceContext,
  query: TFabricacoesQuery,
): Promise<{ items: TFabricacaoResumo[]; total: number }> {
  const { rows, total } = await findFabricacoesPage(
    ctx.db,
    todayInSaoPaulo(),
    query,
    fabricacoesWhere(ctx.auth.ability),
  );
  return { items: rows.map(toFabricacaoResumo), total };
}

export async function getFabricacao(ctx: ServiceContext, obraId: string): Promise<TFabricacaoDetalhe> {
  const row = await loadFabricacao(ctx, obraId);
  const { ability } = ctx.auth;
  const fields = fabricacaoFields(obraId);
  const editar = canOn(ability, 'update', 'Fabricacao', fields);
  return {
    ...toFabricacaoResumo(row),
    cidade: row.cidade,
    uf: row.uf,
    acoes: {
      editar:
        editar && canOn(ability, 'update', 'Obra', { Id_Lista: obraId, obra: obraId, tipo: 'fabricacao' }),
      itens: editar,
      usuarios: editar,
      exportar: true,
    },
  };
}

/** The destination must be an existing site (not another fabrication). */
async function checkDestino(db: Db, obraDestinoId: string | null | undefined): Promise<void> {
  if (!obraDestinoId) return;
  if ((await findObraTipo(db, obraDestinoId)) !== 'obra')
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'obraDestinoId', mensagem: 'Escolha uma obra de destino existente' },
    ]);
}

/**
 * Creates a fabrication: the obra of tipo fabricacao through the obras module (checked there against the user's
 * `create Obra` rules, which for the factory roles allow exactly this tipo) and its row here, in one transaction.
 */
export async function createFabricacao(
  ctx: ServiceContext,
  input: TCreateFabricacaoInput,
): Promise<TFabricacaoDetalhe> {
  const { db, auth } = ctx;
  const { obraDestinoId, ...obra } = input;
  const id = await db.transaction(async (tx) => {
    await checkDestino(tx, obraDestinoId);
    const obraId = await createObraIn({ db: tx, auth }, { ...obra, tipo: 'fabricacao' });
    const row = await upsertFabricacao(tx, obraId, obraDestinoId ?? null);
    await recordAudit(tx, auth.actor, {
      entity: 'fabricacao',
      entityId: obraId,
      action: 'create',
      after: row,
    });
    return obraId;
  });
  return getFabricacao(ctx, id);
}

/** Changes a fabrication's obra fields (through the obras module) and its destination, in one transaction. */
export async function updateFabricacao(
  ctx: ServiceContext,
  obraId: string,
  input: TUpdateFabricacaoInput,
): Promise<TFabricacaoDetalhe> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    await loadFabricacao({ db: tx, auth }, obraId, 'update');
    const { obraDestinoId, ...obra } = input;
    if (Object.keys(obra).length > 0) await updateObraIn({ db: tx, auth }, obraId, obra);
    if (obraDestinoId !== undefined) {
      await checkDestino(tx, obraDestinoId);
      const before = await findFabricacaoRow(tx, obraId);
      const after = await upsertFabricacao(tx, obraId, obraDestinoId);
      await recordAudit(tx, auth.actor, {
        entity: 'fabricacao',
        entityId: obraId,
        action: 'update',
        before,
        after,
      });
    }
  });
  return getFabricacao(ctx, obraId);
}

/** The fabrications whose equipment goes to a site, for whoever may read that site (its factory dashboard). */
export async function listFabricacoesDaObra(
  ctx: ServiceContext,
  obraId: string,
): Promise<TFabricacaoResumo[]> {
  await getObra(ctx, obraId);
  const { rows } = await findFabricacoesPage(
    ctx.db,
    todayInSaoPaulo(),
    { page: 1, pageSize: 100, sort: { field: 'codigo', desc: false } },
    // Reading the site opens the page; each fabrication still shows only to who may read it (a client: their list's).
    fabricacoesWhere(ctx.auth.ability),
    eq(fabFabricacoes.obraDestinoId, obraId),
  );
  return rows.map(toFabricacaoResumo);
}

/** Adds people to a fabrication's team, for whoever may update it; roles stay with the users' administrators. */
export async function addUsuariosFabricacao(
  ctx: ServiceContext,
  obraId: string,
  userIds: string[],
): Promise<number> {
  const { db, auth } = ctx;
  await loadFabricacao(ctx, obraId, 'update');
  return db.transaction(async (tx) => {
    for (const id of new Set(userIds)) {
      const user = await findUserById(tx, id);
      if (!user || user.deletedAt)
        throw new ValidationFailed('Usuário não encontrado.', [
          { campo: 'userIds', mensagem: `Usuário ${id} não encontrado` },
        ]);
    }
    for (const id of new Set(userIds)) await addUsuarioToObra(tx, auth.actor, obraId, id);
    return new Set(userIds).size;
  });
}

/** Takes someone out of the fabrication's team, for whoever may update the fabrication (404 when not in it). */
export async function removeUsuarioFabricacao(
  ctx: ServiceContext,
  obraId: string,
  userId: string,
): Promise<void> {
  await loadFabricacao(ctx, obraId, 'update');
  await ctx.db.transaction(async (tx) => {
    if (!(await removeUsuarioFromObra(tx, ctx.auth.actor, obraId, userId)))
      throw new NotFound('Este usuário não faz parte da equipe da fabricação.');
  });
}
