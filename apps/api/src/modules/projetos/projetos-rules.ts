import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import {
  PROJETO_CATEGORIA_INTERNA,
  PROJETO_ESCOPO_SUBJECT,
  type TAction,
  type TProjetoCategoria,
  type TProjetoEscopo,
  type TProjetoSituacao,
} from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { canOn, type RecordFields } from '../../permissions/check-record';
import { idField, registerRuleFields } from '../../permissions/rule-fields';
import { projetos } from './projetos.schema';

type Ability = Parameters<typeof accessibleWhere>[0];

/** The record fields SPEC §3 names for a project: its obra and `Situacao`. */
const FIELDS = { obra: idField(projetos.obraId), Situacao: projetos.situacao };
const PROJETO_FIELDS = registerRuleFields('PROJETO', FIELDS);
const PROJETO_FABRICA_FIELDS = registerRuleFields('PROJETO_FABRICA', FIELDS);

export function subjectOf(escopo: TProjetoEscopo) {
  return PROJETO_ESCOPO_SUBJECT[escopo];
}

/** A document as its permission conditions read it. */
export function projetoFields(p: { obraId: string; situacao: TProjetoSituacao }): RecordFields {
  return { obra: p.obraId, Situacao: p.situacao };
}

/**
 * The documents of one scope the user may `action`, in SQL. Referência (internal) documents need `readInterno`
 * as well: clients never have it, nor do staff roles that only edit.
 */
export function projetosWhere(ability: Ability, escopo: TProjetoEscopo, action: TAction = 'read'): SQL {
  const fields = escopo === 'cre' ? PROJETO_FIELDS : PROJETO_FABRICA_FIELDS;
  const subject = subjectOf(escopo);
  const allowed = accessibleWhere(ability, action, subject, fields);
  const interno = accessibleWhere(ability, 'readInterno', subject, fields);
  return and(
    eq(projetos.escopo, escopo),
    allowed,
    or(ne(projetos.categoria, PROJETO_CATEGORIA_INTERNA), interno),
  )!;
}

/** Whether the user may read internal things (Referência documents, internal comments) of this document's obra. */
export function podeLerInterno(
  ability: Ability,
  p: { escopo: TProjetoEscopo; obraId: string; situacao: TProjetoSituacao },
): boolean {
  return canOn(ability, 'readInterno', subjectOf(p.escopo), projetoFields(p));
}

/** Whether the user may read this document: its subject's read, and readInterno for an internal category. */
export function podeLer(
  ability: Ability,
  p: { escopo: TProjetoEscopo; obraId: string; situacao: TProjetoSituacao; categoria: TProjetoCategoria },
): boolean {
  if (!canOn(ability, 'read', subjectOf(p.escopo), projetoFields(p))) return false;
  return p.categoria !== PROJETO_CATEGORIA_INTERNA || podeLerInterno(ability, p);
}
