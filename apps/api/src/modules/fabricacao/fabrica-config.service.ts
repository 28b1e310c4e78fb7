import type { z } from 'zod';
import type {
  TCentro,
  TOperacaoTipo,
  ZCentroInput,
  ZCentroUpdateInput,
  ZOperacaoTipoInput,
  ZOperacaoTipoUpdateInput,
} from '@portal/domain';
import { Conflict, NotFound } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import {
  findCentroByNome,
  findCentros,
  findTipoByCodigo,
  findTipos,
  insertCentro,
  insertTipo,
  updateCentroRow,
  updateTipoRow,
  type CentroRow,
} from './fabrica.repository';

// The routes ask `configure Fabricacao` (admin_fabricacao) for every write here; reading is for all staff forms.

const toCentro = (c: CentroRow): TCentro => ({
  ...c,
  capacidadeHorasSemana: Number(c.capacidadeHorasSemana),
});
const capacidade = (v: number | undefined) => (v === undefined ? {} : { capacidadeHorasSemana: String(v) });

/** Operation kinds, inactive ones included (the forms offer the active ones). */
export async function listTipos(ctx: ServiceContext): Promise<{ items: TOperacaoTipo[] }> {
  return { items: await findTipos(ctx.db) };
}

/** Work centres, inactive ones included. */
export async function listCentros(ctx: ServiceContext): Promise<{ items: TCentro[] }> {
  return { items: (await findCentros(ctx.db)).map(toCentro) };
}

export async function createCentro(
  ctx: ServiceContext,
  input: z.output<typeof ZCentroInput>,
): Promise<TCentro> {
  const { db, auth } = ctx;
  return db.transaction(async (tx) => {
    if (await findCentroByNome(tx, input.nome))
      throw new Conflict(`Já existe o centro de trabalho ${input.nome}.`);
    const row = await insertCentro(tx, {
      ...input,
      capacidadeHorasSemana: String(input.capacidadeHorasSemana),
    });
    await recordAudit(tx, auth.actor, {
      entity: 'fabrica_centro',
      entityId: row.id,
      action: 'create',
      after: row,
    });
    return toCentro(row);
  });
}

export async function updateCentro(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZCentroUpdateInput>,
): Promise<TCentro> {
  const { db, auth } = ctx;
  return db.transaction(async (tx) => {
    const before = (await findCentros(tx)).find((c) => c.id === id);
    if (!before) throw new NotFound('Centro de trabalho não encontrado.');
    const other = input.nome ? await findCentroByNome(tx, input.nome) : undefined;
    if (other && other.id !== id) throw new Conflict(`Já existe o centro de trabalho ${input.nome}.`);
    const { capacidadeHorasSemana, ...rest } = input;
    const after = (await updateCentroRow(tx, id, { ...rest, ...capacidade(capacidadeHorasSemana) }))!;
    await recordAudit(tx, auth.actor, {
      entity: 'fabrica_centro',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return toCentro(after);
  });
}

export async function createTipo(
  ctx: ServiceContext,
  input: z.output<typeof ZOperacaoTipoInput>,
): Promise<TOperacaoTipo> {
  const { db, auth } = ctx;
  return db.transaction(async (tx) => {
    if (await findTipoByCodigo(tx, input.codigo))
      throw new Conflict(`Já existe uma operação com o código ${input.codigo}.`);
    const row = await insertTipo(tx, input);
    await recordAudit(tx, auth.actor, {
      entity: 'fabrica_operacao_tipo',
      entityId: row.id,
      action: 'create',
      after: row,
    });
    return row;
  });
}

export async function updateTipo(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZOperacaoTipoUpdateInput>,
): Promise<TOperacaoTipo> {
  const { db, auth } = ctx;
  return db.transaction(async (tx) => {
    const before = (await findTipos(tx)).find((t) => t.id === id);
    if (!before) throw new NotFound('Operação não encontrada.');
    const other = input.codigo ? await findTipoByCodigo(tx, input.codigo) : undefined;
    if (other && other.id !== id) throw new Conflict(`Já existe uma operação com o código ${input.codigo}.`);
    const after = (await updateTipoRow(tx, id, input))!;
    await recordAudit(tx, auth.actor, {
      entity: 'fabrica_operacao_tipo',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
