import type { TMateriaisStatus } from '@portal/domain';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors/domain-errors';
import { ensureCan, type RecordFields } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { listaFields } from './materiais-rules';
import { findListaDetail, type ListaDetailRow } from './materiais.repository';

export const LISTA_NAO_ENCONTRADA = 'Lista de materiais não encontrada.';

/** The rules' fields of a loaded list, optionally as it would be in another status. */
export function fieldsOf(row: ListaDetailRow, status: TMateriaisStatus = row.lista.status): RecordFields {
  return listaFields({
    obraId: row.lista.obraId,
    status,
    emails: {
      quantificador: row.quantificador.email,
      verificador: row.verificador.email,
      siteManager: row.siteManager.email,
      coordenador: row.coordenador.email,
    },
  });
}

/** A list the user may read; one they may not answers exactly like a missing one (404). */
export async function findReadableLista(
  ctx: ServiceContext | { db: Db; auth: ServiceContext['auth'] },
  id: string,
) {
  const row = isUuid(id) ? await findListaDetail(ctx.db, id) : undefined;
  if (!row) throw new NotFound(LISTA_NAO_ENCONTRADA);
  ensureCan(ctx.auth.ability, 'read', 'Materiais', fieldsOf(row), { hideAs: LISTA_NAO_ENCONTRADA });
  return row;
}
