import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import {
  MATERIAIS_LIBERADOS,
  MATERIAIS_LIFECYCLE,
  MAX_LINHAS_LISTA,
  compararLinhas,
  totaisPorUnidade,
  type TColunaExtra,
  type TLinhaMaterial,
  type TLinhaMaterialInput,
  type TLinhasLista,
  type ZLinhasInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, UnsupportedMediaType, ValidationFailed } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { recordMove } from '../workflow';
import { fieldsOf, findReadableLista } from './materiais-access';
import { listaNames } from './materiais-view';
import { findLinhas, replaceLinhas, updateListaIf, type ListaDetailRow } from './materiais.repository';

type LinhasInput = z.output<typeof ZLinhasInput>;
type LinhaNova = Omit<TLinhaMaterial, 'id'> & { id?: string };

const MAX_PLANILHA_BYTES = 10 * 1024 * 1024;
export const RETORNO_POR_ALTERACAO = 'As linhas foram alteradas depois da liberação.';

function answer(versao: number, linhas: TLinhaMaterial[]): TLinhasLista {
  return { versao, linhas, totais: totaisPorUnidade(linhas) };
}

export async function getLinhas(ctx: ServiceContext, id: string): Promise<TLinhasLista> {
  const row = await findReadableLista(ctx, id);
  return answer(row.lista.versao, await findLinhas(ctx.db, id));
}

/** The lines of a revision (for reading an old release whole). */
export async function linhasDaLista(ctx: ServiceContext, id: string) {
  const row = await findReadableLista(ctx, id);
  return { row, linhas: await findLinhas(ctx.db, id) };
}

/** The template's columns only, without empty values: what the grid does not show is not kept. */
function extrasOf(colunas: readonly TColunaExtra[], extras: Record<string, string> | undefined) {
  const chaves = new Set(colunas.map((c) => c.chave));
  return Object.fromEntries(Object.entries(extras ?? {}).filter(([k, v]) => chaves.has(k) && v !== ''));
}

function normalized(
  colunas: readonly TColunaExtra[],
  linha: TLinhaMaterialInput | TLinhaMaterial,
): LinhaNova {
  return {
    id: linha.id,
    codigoSap: linha.codigoSap ?? '',
    descricao: linha.descricao,
    unidade: linha.unidade,
    quantidade: linha.quantidade,
    especificacao: linha.especificacao ?? '',
    observacoes: linha.observacoes ?? '',
    extras: extrasOf(colunas, linha.extras),
  };
}

function sameLines(atuais: readonly TLinhaMaterial[], novas: readonly LinhaNova[]): boolean {
  return (
    atuais.length === novas.length &&
    atuais.every((a, i) => {
      const n = novas[i]!;
      return a.id === n.id && compararLinhas([a], [{ ...n, id: a.id }]).alteradas.length === 0;
    })
  );
}

function ensureEdits(ctx: ServiceContext, row: ListaDetailRow): void {
  ensureCan(ctx.auth.ability, 'update', 'Materiais', fieldsOf(row), {
    message:
      `Você não pode alterar as linhas desta lista na etapa ${row.lista.status}. ` +
      'O quantificador as altera enquanto a lista está em REVISAR ou EM ELABORAÇÃO, e o planejamento (PCP) em ' +
      'LIBERADO PARA PLANEJAMENTO.',
  });
}

/**
 * Writes the list's lines. A change after a release (planning's, or an administrator's) sends the list back to
 * REVISAR, recorded in its timeline and told to the quantifier; an unchanged save changes nothing.
 */
async function writeLinhas(
  ctx: ServiceContext,
  tx: Db,
  row: ListaDetailRow,
  novas: readonly LinhaNova[],
  atuais: readonly TLinhaMaterial[],
  acao: 'editar_linhas' | 'importar_linhas',
): Promise<TLinhasLista> {
  const { lista } = row;
  if (sameLines(atuais, novas)) return answer(lista.versao, [...atuais]);
  const volta = MATERIAIS_LIBERADOS.includes(lista.status);
  const updated = await updateListaIf(
    tx,
    lista.id,
    { statuses: [lista.status], versao: lista.versao },
    {
      totalLinhas: novas.length,
      ...(volta
        ? { status: 'REVISAR', sapDocumento: null, sapRegistradoEm: null, sapRegistradoPor: null }
        : {}),
    },
  );
  if (!updated)
    throw new Conflict('Outra pessoa alterou esta lista ao mesmo tempo. Recarregue para ver as mudanças.');
  const stored = await replaceLinhas(tx, lista.id, novas);
  const diff = compararLinhas(atuais, stored);
  await recordAudit(tx, ctx.auth.actor, {
    entity: 'lista_materiais',
    entityId: lista.id,
    action: acao,
    before: { linhas: atuais.length },
    after: {
      linhas: stored.length,
      adicionadas: diff.adicionadas.length,
      removidas: diff.removidas.length,
      alteradas: diff.alteradas.length,
      ...(volta ? { status: 'REVISAR' } : {}),
    },
  });
  if (volta)
    await recordMove(tx, MATERIAIS_LIFECYCLE, {
      entidadeId: lista.id,
      move: 'devolver',
      from: lista.status,
      mover: {
        porId: ctx.auth.user.id,
        porNome: ctx.auth.user.name,
        substituindoId: null,
        substituindoNome: null,
      },
      motivo: RETORNO_POR_ALTERACAO,
      registro: listaNames(row),
    });
  return answer(updated.versao, stored);
}

/**
 * Saves the grid: all the lines, in order, with the version the grid read. A line names its id to keep it (and
 * its history through revisions); an id the list does not have is refused, as is a version someone else saved
 * over (409: nothing is lost, the person reloads and sees both).
 */
export async function saveLinhas(ctx: ServiceContext, id: string, input: LinhasInput): Promise<TLinhasLista> {
  const { auth } = ctx;
  return ctx.db.transaction(async (tx) => {
    const row = await findReadableLista({ db: tx, auth }, id);
    ensureEdits(ctx, row);
    if (input.versao !== row.lista.versao)
      throw new Conflict(
        'Outra pessoa alterou esta lista enquanto você editava. Recarregue para ver as mudanças e refaça as suas.',
      );
    const atuais = await findLinhas(tx, id);
    const known = new Set(atuais.map((l) => l.id));
    const erros = input.linhas.flatMap((l, index) =>
      l.id && !known.has(l.id)
        ? [{ campo: `linhas.${index}.id`, mensagem: 'Esta linha não é desta lista' }]
        : [],
    );
    if (erros.length > 0) throw new ValidationFailed('Os dados enviados são inválidos.', erros);
    const novas = input.linhas.map((l) => normalized(row.lista.colunas, l));
    return writeLinhas({ ...ctx, db: tx }, tx, row, novas, atuais, 'editar_linhas');
  });
}

/**
 * Imports lines from a spreadsheet (.xlsx): replacing the list's or added after them. Every line is checked
 * first; one wrong line refuses the file with every wrong line named, and nothing is imported.
 */
export async function importLinhas(
  ctx: ServiceContext,
  id: string,
  modo: 'substituir' | 'acrescentar',
  part: MultipartFile | undefined,
): Promise<TLinhasLista> {
  const first = await findReadableLista(ctx, id);
  ensureEdits(ctx, first);
  if (!part)
    throw new ValidationFailed('Envie a planilha no campo "arquivo".', [
      { campo: 'arquivo', mensagem: 'Campo obrigatório' },
    ]);
  if (!part.filename.toLowerCase().endsWith('.xlsx'))
    throw new UnsupportedMediaType('Envie uma planilha .xlsx (a do modelo).');
  const buffer = await part.toBuffer();
  if (buffer.length > MAX_PLANILHA_BYTES) throw new ValidationFailed('A planilha passa de 10 MB.');
  // exceljs loads with the first spreadsheet, not with the server (a faster start).
  const { readListaSpreadsheet } = await import('./materiais-spreadsheet');
  const lidas = await readListaSpreadsheet(buffer, first.lista.colunas, MAX_LINHAS_LISTA);
  const { auth } = ctx;
  return ctx.db.transaction(async (tx) => {
    const row = await findReadableLista({ db: tx, auth }, id);
    ensureEdits(ctx, row);
    const atuais = await findLinhas(tx, id);
    const novas = [
      ...(modo === 'acrescentar' ? atuais.map((l) => normalized(row.lista.colunas, l)) : []),
      ...lidas.map((l) => normalized(row.lista.colunas, l)),
    ];
    if (novas.length > MAX_LINHAS_LISTA)
      throw new ValidationFailed(
        `A lista ficaria com ${novas.length} linhas; o limite é ${MAX_LINHAS_LISTA}. Nada foi importado.`,
        [{ campo: 'arquivo', mensagem: `No máximo ${MAX_LINHAS_LISTA} linhas por lista` }],
      );
    return writeLinhas({ ...ctx, db: tx }, tx, row, novas, atuais, 'importar_linhas');
  });
}
