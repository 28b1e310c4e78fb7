import { rulesToAST } from '@casl/ability/extra';
import {
  and,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { AppAbility, TAction, TSubject } from '@portal/domain';

type Condition = NonNullable<ReturnType<typeof rulesToAST>>;
type FieldCondition = { operator: string; field: string; value: unknown };
type CompoundCondition = { operator: 'and' | 'or' | 'not'; value: Condition[] };

/**
 * How a rule's record field (SPEC §3 names: `Id_Lista`, `siteManager.mail`, `acesso.full`) reads in SQL:
 * a column, an array column (equality means "contains"), or a custom expression for anything else.
 */
export type FieldMapping = AnyColumn | { array: AnyColumn } | ((operator: string, value: unknown) => SQL);

export type FieldMap = Record<string, FieldMapping>;

function isCompound(condition: Condition): condition is Condition & CompoundCondition {
  return condition.operator === 'and' || condition.operator === 'or' || condition.operator === 'not';
}

function arrayCondition(column: AnyColumn, operator: string, value: unknown): SQL {
  switch (operator) {
    case 'eq':
      return sql`${value} = any(${column})`;
    case 'ne':
      return sql`not coalesce(${value} = any(${column}), false)`;
    case 'in':
      return sql`${column} && ${sql.param(value, column)}`;
    case 'size':
      // A missing list has no size: CASL's $size matches only an array (`$exists: false` covers the rest).
      return sql`cardinality(${column}) = ${value}`;
    case 'exists':
      return value ? isNotNull(column) : isNull(column);
    default:
      throw new Error(`operador ${operator} não suportado em campo lista`);
  }
}

function columnCondition(column: AnyColumn, operator: string, value: unknown): SQL {
  switch (operator) {
    case 'eq':
      return value === null ? isNull(column) : eq(column, value);
    case 'ne':
      return value === null ? isNotNull(column) : or(isNull(column), ne(column, value))!;
    case 'in':
      return (value as unknown[]).length === 0 ? sql`false` : inArray(column, value as unknown[]);
    case 'nin':
      return (value as unknown[]).length === 0
        ? sql`true`
        : or(isNull(column), notInArray(column, value as unknown[]))!;
    case 'lt':
      return lt(column, value);
    case 'lte':
      return lte(column, value);
    case 'gt':
      return gt(column, value);
    case 'gte':
      return gte(column, value);
    case 'exists':
      return value ? isNotNull(column) : isNull(column);
    default:
      throw new Error(`operador ${operator} não suportado`);
  }
}

function fieldToSql(condition: FieldCondition, fields: FieldMap): SQL {
  const mapping = fields[condition.field];
  if (!mapping) throw new Error(`a regra usa o campo "${condition.field}", que não tem coluna mapeada`);
  if (typeof mapping === 'function') return mapping(condition.operator, condition.value);
  if ('array' in mapping) return arrayCondition(mapping.array, condition.operator, condition.value);
  return columnCondition(mapping, condition.operator, condition.value);
}

/**
 * Turns CASL's condition tree (from `rulesToAST`) into a Drizzle `where`. A NULL column reads as CASL reads a
 * missing field: `$ne`, `$nin` and `cannot` match it, `$size` does not.
 */
export function conditionToSql(condition: Condition | null, fields: FieldMap): SQL {
  if (condition === null) return sql`false`;
  if (isCompound(condition)) {
    const parts = (condition.value as Condition[]).map((c) => conditionToSql(c, fields));
    // SQL's NOT of NULL is NULL, which would hide a record whose field is empty; CASL reads it as "not matching".
    if (condition.operator === 'not') return not(sql`coalesce(${parts[0] ?? sql`false`}, false)`);
    if (parts.length === 0) return condition.operator === 'and' ? sql`true` : sql`false`;
    return (condition.operator === 'and' ? and(...parts) : or(...parts))!;
  }
  return fieldToSql(condition as unknown as FieldCondition, fields);
}

/**
 * What the user may `action` on `subject`, as SQL: the same rules the API checks on one record, pushed into the
 * `WHERE` of a list so that nobody's rows are ever filtered in memory.
 */
export function accessibleWhere(
  ability: AppAbility,
  action: TAction,
  subject: TSubject,
  fields: FieldMap,
): SQL {
  return conditionToSql(rulesToAST(ability, action, subject), fields);
}
