import type { AppAbility } from './rule-context';
import { ACTIONS, SUBJECTS, type TAction, type TSubject } from './subjects';

export interface EffectivePermission {
  action: TAction;
  /** `total`: on every record; `condicional`: only on records meeting the conditions. */
  acesso: 'total' | 'condicional';
  condicoes: Record<string, unknown>[];
}

export interface SubjectPermissions {
  subject: TSubject;
  permissions: EffectivePermission[];
}

/**
 * What a user can do, per subject: every action allowed on all records or only on some (with the conditions),
 * for an administrator looking at that user.
 */
export function describeAbility(ability: AppAbility): SubjectPermissions[] {
  const result: SubjectPermissions[] = [];
  for (const subject of SUBJECTS) {
    const permissions: EffectivePermission[] = [];
    for (const action of ACTIONS) {
      if (action === 'manage') continue;
      const rules = ability.rulesFor(action, subject).filter((rule) => !rule.inverted);
      if (rules.length === 0) continue;
      const unconditional = rules.some((rule) => !rule.conditions);
      permissions.push({
        action,
        acesso: unconditional ? 'total' : 'condicional',
        condicoes: unconditional ? [] : rules.map((rule) => rule.conditions as Record<string, unknown>),
      });
    }
    if (permissions.length > 0) result.push({ subject, permissions });
  }
  return result;
}
