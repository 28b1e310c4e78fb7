import { todayInSaoPaulo } from '@portal/domain';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { deleteFile, type FilesDeps } from '../files';
import { APOLICE_NAO_ENCONTRADA, fieldsOf, findReadableApolice } from './seguros-access';
import { announceAlertas } from './seguros-alertas';
import { subjectOf } from './seguros-rules';
import {
  findApoliceDetail,
  findApolicesParaAvisos,
  findEndosso,
  findEndossos,
  lockApolice,
  type ApoliceRow,
  type EndossoRow,
} from './seguros.repository';

// What every change of a policy shares: its audit name, the lock and re-read, the fold of its endorsements, the
// warnings announced in the same transaction and the files removed after it.

/** A service call that stores files (the policy's and its endorsements'). */
export interface SegurosFilesContext extends ServiceContext {
  files: FilesDeps;
}

export { ENTIDADE_APOLICE as ENTIDADE } from './seguros-access';
const ENDOSSO_NAO_ENCONTRADO = 'Endosso não encontrado.';

/** The policy as its endorsements leave it, in the order they were issued: term, sum, covers and total premium. */
export function vigenteApos(
  base: Pick<ApoliceRow, 'fimVigenciaOriginal' | 'importanciaOriginal' | 'coberturasOriginais' | 'premio'>,
  endossos: EndossoRow[],
) {
  let fimVigencia = base.fimVigenciaOriginal;
  let importanciaSegurada = base.importanciaOriginal;
  let coberturas = base.coberturasOriginais;
  let premioCentavos = Math.round(Number(base.premio) * 100);
  for (const e of endossos) {
    if (e.novoFimVigencia) fimVigencia = e.novoFimVigencia;
    if (e.novaImportancia) importanciaSegurada = e.novaImportancia;
    if (e.coberturas) coberturas = e.coberturas;
    if (e.premioAdicional) premioCentavos += Math.round(Number(e.premioAdicional) * 100);
  }
  return { fimVigencia, importanciaSegurada, coberturas, premioTotal: (premioCentavos / 100).toFixed(2) };
}

export async function endossosEmOrdem(db: Db, apoliceId: string): Promise<EndossoRow[]> {
  return (await findEndossos(db, apoliceId)).map((e) => e.endosso);
}

/**
 * Re-reads the warnings of the obra's policies in the transaction that changed one of them (a new one is announced at
 * once; deleting a policy may leave an older one ending the obra's cover).
 */
export async function anunciar(tx: Db, obraId: string): Promise<void> {
  const hoje = todayInSaoPaulo();
  await announceAlertas(tx, await findApolicesParaAvisos(tx, hoje, { obraIds: [obraId] }), hoje);
}

/** The policy as it is inside a transaction that locked it (a policy deleted meanwhile is not found). */
export async function apoliceTravada(tx: Db, id: string): Promise<ApoliceRow> {
  await lockApolice(tx, id);
  const row = await findApoliceDetail(tx, id);
  if (!row) throw new NotFound(APOLICE_NAO_ENCONTRADA);
  return row.apolice;
}

/** A policy the user may read (404 otherwise) and `action` (403). */
export async function apoliceFor(
  ctx: ServiceContext,
  id: string,
  action: 'update' | 'delete',
  message: string,
) {
  const row = await findReadableApolice(ctx, id);
  ensureCan(ctx.auth.ability, action, subjectOf(row.apolice.ramo), fieldsOf(row), { message });
  return row;
}

export async function removeFiles(ctx: SegurosFilesContext, ids: (string | null)[]): Promise<void> {
  for (const id of ids) if (id) await deleteFile(ctx.files, ctx.auth, id);
}

export async function endossoDa(db: Db, apoliceId: string, endossoId: string): Promise<EndossoRow> {
  const endosso = isUuid(endossoId) ? await findEndosso(db, endossoId) : undefined;
  if (!endosso || endosso.apoliceId !== apoliceId) throw new NotFound(ENDOSSO_NAO_ENCONTRADO);
  return endosso;
}
