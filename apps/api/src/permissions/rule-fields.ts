import { eq, inArray, ne, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppAbility, TSubject } from '@portal/domain';
import { ValidationFailed } from '../errors/domain-errors';
import { accessibleWhere, type FieldMap, type FieldMapping } from './casl-to-sql';

const registry = new Map<TSubject, FieldMap>();

/** A module that lists a subject in SQL says here how its rule fields read as columns. */
export function registerRuleFields(subject: TSubject, fields: FieldMap): FieldMap {
  registry.set(subject, fields);
  return fields;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * A record's own id (a uuid column, never null). A rule may name an id that is no uuid (an old code, a typo): CASL
 * reads it on one record as matching nothing, where PostgreSQL would fail the whole list on the cast.
 */
export function idField(column: AnyColumn): FieldMapping {
  return (operator, value) => {
    const ids = [value].flat().filter(isUuid);
    switch (operator) {
      case 'eq':
        return isUuid(value) ? eq(column, value) : sql`false`;
      case 'ne':
        return isUuid(value) ? ne(column, value) : sql`true`;
      case 'in':
        return ids.length > 0 ? inArray(column, ids) : sql`false`;
      case 'nin':
        return ids.length > 0 ? notInArray(column, ids) : sql`true`;
      default:
        throw new Error(`operador ${operator} não suportado em identificador`);
    }
  };
}

/**
 * A person's e-mail (`gestor.mail`, `siteManager.mail`), compared without case: `matching` answers the records whose
 * person has one of `emails` (a parenthesised SQL list), usually a subquery on the users' e-mails.
 */
export function emailField(matching: (emails: SQL) => SQL): FieldMapping {
  return (operator, value) => {
    if (operator === 'eq') return matching(sql`(${String(value).toLowerCase()})`);
    if (operator === 'in') {
      const list = (value as string[]).map((v) => v.toLowerCase());
      return list.length === 0 ? sql`false` : matching(sql`${list}`);
    }
    throw new Error(`operador ${operator} não suportado em e-mail`);
  };
}

/**
 * Refuses rules that a list could not turn into SQL (a field without a column, an operator the translator does
 * not know): saved, they would break that user's lists.
 */
export function assertRulesTranslatable(ability: AppAbility): void {
  for (const [subject, fields] of registry) {
    try {
      accessibleWhere(ability, 'read', subject, fields);
    } catch (error) {
      throw new ValidationFailed('Uma regra específica não pode ser aplicada às listas.', [
        { campo: 'specificRules', mensagem: `${subject}: ${(error as Error).message}` },
      ]);
    }
  }
}
