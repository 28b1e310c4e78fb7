import type { AbilityBuilder, ForcedSubject, MongoAbility, MongoQuery } from '@casl/ability';
import type { TAction, TSubject } from './subjects';

// Conditions speak of the spec's record fields (`siteManager.mail`, `acesso.full`) across every subject, so they
// cannot be tied to one record type; with `unknown` values CASL's types would refuse every literal.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRecord = Record<string, any>;

/** A record checked against the rules, tagged with its subject by CASL's `subject('RDO', record)`. */
export type SubjectRecord = { [S in TSubject]: ForcedSubject<S> & AnyRecord }[TSubject];

export type AppAbility = MongoAbility<[TAction, TSubject | 'all' | SubjectRecord], MongoQuery>;

/** What the rules of a user depend on (SPEC §3: roles plus email plus companies, and their obras). */
export interface PermissionUser {
  id: string;
  email: string;
  type: 'gali' | 'cliente';
  roles: readonly string[];
  companies: readonly string[];
  obras: readonly string[];
  specificRules?: readonly unknown[];
}

export interface RuleContext {
  user: PermissionUser;
  has(role: string): boolean;
  /** The user is an external client (type `cliente` or role `cliente`). */
  isClient: boolean;
  /** `dev` or `prod`; dev_acesso_total counts only in dev. */
  environment: 'dev' | 'prod';
}

export type Builder = AbilityBuilder<AppAbility>;

/** One area of SPEC §6 (one row of its table), as code. */
export type AreaRules = (builder: Builder, ctx: RuleContext) => void;
