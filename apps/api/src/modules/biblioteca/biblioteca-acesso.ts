import { isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppAbility, TAcoesPasta } from '@portal/domain';
import { accessibleWhere, type FieldMap } from '../../permissions/casl-to-sql';
import { canOn } from '../../permissions/check-record';
import { idField, registerRuleFields } from '../../permissions/rule-fields';
import { pastas } from './biblioteca.schema';

/** The columns a folder's rule fields read (its lists that apply, and its obra; null for the general library). */
export function pastaFields(table: typeof pastas): FieldMap {
  const obra = idField(table.obraId);
  return {
    obra: (operator, value) =>
      operator === 'eq' && value === null
        ? isNull(table.obraId)
        : (obra as (o: string, v: unknown) => SQL)(operator, value),
    'acesso.full': { array: table.efFull },
    'acesso.rOnly': { array: table.efROnly },
    'acesso.uploadOnly': { array: table.efUploadOnly },
    'acesso.rW': { array: table.efRW },
    'acesso.rWEdit': { array: table.efRWEdit },
  };
}

export const PASTA_FIELDS = registerRuleFields('BIBLIOTECA', pastaFields(pastas));

export type PastaAcessoRow = Pick<
  typeof pastas.$inferSelect,
  'obraId' | 'efFull' | 'efROnly' | 'efUploadOnly' | 'efRW' | 'efRWEdit'
>;

/** A folder as its permission rules read it. */
export function pastaRecord(row: PastaAcessoRow) {
  return {
    obra: row.obraId,
    acesso: {
      full: row.efFull,
      rOnly: row.efROnly,
      uploadOnly: row.efUploadOnly,
      rW: row.efRW,
      rWEdit: row.efRWEdit,
    },
  };
}

export function acoesNaPasta(ability: AppAbility, row: PastaAcessoRow): TAcoesPasta {
  const record = pastaRecord(row);
  const can = (action: Parameters<typeof canOn>[1]) => canOn(ability, action, 'BIBLIOTECA', record);
  return {
    ler: can('read'),
    enviar: can('upload'),
    criarPasta: can('createFolder'),
    editar: can('update'),
    excluir: can('delete'),
    configurar: can('configure'),
  };
}

/** A folder the user sees in the tree: they may read it or at least send files to it. */
export function podeVer(acoes: TAcoesPasta): boolean {
  return acoes.ler || acoes.enviar;
}

/** The same "sees the folder" as SQL, for lists (`table` may be an alias of the folders table). */
export function visivelWhere(ability: AppAbility, table: typeof pastas = pastas): SQL {
  const fields = table === pastas ? PASTA_FIELDS : pastaFields(table);
  return or(
    accessibleWhere(ability, 'read', 'BIBLIOTECA', fields),
    accessibleWhere(ability, 'upload', 'BIBLIOTECA', fields),
  )!;
}

/** The files the user may see: every file of a folder they read, their own in one they may only send to. */
export function documentosVisiveisWhere(
  ability: AppAbility,
  userId: string,
  enviadoPor: SQL | AnyColumn,
): SQL {
  return or(
    accessibleWhere(ability, 'read', 'BIBLIOTECA', PASTA_FIELDS),
    sql`(${accessibleWhere(ability, 'upload', 'BIBLIOTECA', PASTA_FIELDS)} and ${enviadoPor} = ${userId})`,
  )!;
}
