import { subject, type AppAbility, type TAction, type TSubject } from '@portal/domain';
import { Forbidden, NotFound } from '../errors/domain-errors';

/** The fields of one record that a permission condition may name (obra, siteManager.mail, status, ...). */
export type RecordFields = Record<string, unknown>;

export interface CheckRecordOptions {
  /**
   * Where saying "forbidden" would tell that the record exists (a record the user may not even read, a
   * client-facing route), the refusal answers exactly like a missing record, with this message.
   */
  hideAs?: string;
  /** The refusal's pt-BR message when the record is not hidden. */
  message?: string;
}

/**
 * The 404 of a record the user may not read. It answers exactly like a missing record (same status, code and
 * message); only the server knows it was a refusal, so the audit log keeps the attempt (access-refusals.ts).
 */
export class HiddenRefusal extends NotFound {
  constructor(
    message: string,
    /** The subject the user may not read (for the log only). */
    readonly subject: TSubject,
  ) {
    super(message);
  }
}

function refusal(subjectType: TSubject, options: CheckRecordOptions): Error {
  return options.hideAs !== undefined
    ? new HiddenRefusal(options.hideAs, subjectType)
    : new Forbidden(options.message);
}

/**
 * The one way a service checks a record: the ability must allow `action` on this record (loaded, or about to be
 * created), conditions included. Refuses with the same problem everywhere: 403, or 404 with `hideAs`.
 */
export function ensureCan(
  ability: AppAbility,
  action: TAction,
  subjectType: TSubject,
  record: RecordFields,
  options: CheckRecordOptions = {},
): void {
  if (!ability.can(action, subject(subjectType, { ...record }))) throw refusal(subjectType, options);
}

/** Whether the ability allows `action` on this record (for answers that list what a user may do). */
export function canOn(
  ability: AppAbility,
  action: TAction,
  subjectType: TSubject,
  record: RecordFields,
): boolean {
  return ability.can(action, subject(subjectType, { ...record }));
}

/**
 * A new record is checked with its conditions: a site manager creates only on an obra they manage, a role limited to
 * some obras or clients cannot create outside them.
 */
export function ensureCanCreate(
  ability: AppAbility,
  subjectType: TSubject,
  record: RecordFields,
  options: CheckRecordOptions = {},
): void {
  ensureCan(ability, 'create', subjectType, record, options);
}

/**
 * An update is checked on the record as it is and as it will be: nobody moves a record into an owner, obra or status
 * they could not edit. `after` is the record with the change applied (the fields the conditions read).
 */
export function ensureCanUpdate(
  ability: AppAbility,
  subjectType: TSubject,
  before: RecordFields,
  after: RecordFields,
  options: CheckRecordOptions = {},
): void {
  ensureCan(ability, 'update', subjectType, before, options);
  ensureCan(ability, 'update', subjectType, { ...before, ...after }, { message: options.message });
}
