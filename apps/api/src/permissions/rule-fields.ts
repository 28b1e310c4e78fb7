import type { AppAbility, TSubject } from '@portal/domain';
import { ValidationFailed } from '../errors/domain-errors';
import { accessibleWhere, type FieldMap } from './casl-to-sql';

const registry = new Map<TSubject, FieldMap>();

/** A module that lists a subject in SQL says here how its rule fields read as columns. */
export function registerRuleFields(subject: TSubject, fields: FieldMap): FieldMap {
  registry.set(subject, fields);
  return fields;
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
