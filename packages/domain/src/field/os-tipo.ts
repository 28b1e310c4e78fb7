import type { TSubject } from '../permissions/subjects';

/**
 * The two teams that work by service orders (SPEC §2 "Field services", "Automation"): the same screens, each with
 * its own roles and permission subject. `:tipo` in a route is one of these.
 */
export const OS_TIPOS = ['field', 'automacao'] as const;
export type TOsTipo = (typeof OS_TIPOS)[number];

/** The permission subject of each team (SPEC §6 rows "Field" and "Automation"). */
export const OS_TIPO_SUBJECT: Record<TOsTipo, Extract<TSubject, 'Field' | 'Automacao'>> = {
  field: 'Field',
  automacao: 'Automacao',
};

export const OS_TIPO_LABEL: Record<TOsTipo, string> = {
  field: 'Field Services',
  automacao: 'Automação',
};

export function isOsTipo(value: unknown): value is TOsTipo {
  return typeof value === 'string' && (OS_TIPOS as readonly string[]).includes(value);
}
