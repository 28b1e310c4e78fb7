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
      // Rules come highest priority first: the first rule with no condition decides every record it reaches.
      const conditional: Record<string, unknown>[] = [];
      let decided: 'allow' | 'deny' | undefined;
      let exceptions = false;
      for (const rule of ability.rulesFor(action, subject)) {
        if (rule.conditions) {
          if (rule.inverted) exceptions = true;
          else conditional.push(rule.conditions as Record<string, unknown>);
          continue;
        }
        decided = rule.inverted ? 'deny' : 'allow';
        break;
      }
      if (decided === 'allow' && !exceptions) permissions.push({ action, acesso: 'total', condicoes: [] });
      else if (decided === 'allow' || conditional.length > 0)
        permissions.push({ action, acesso: 'condicional', condicoes: conditional });
    }
    if (permissions.length > 0) result.push({ subject, permissions });
  }
  return result;
}
