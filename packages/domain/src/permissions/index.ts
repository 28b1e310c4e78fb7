import { AbilityBuilder, createMongoAbility, type RawRuleOf } from '@casl/ability';
import { packRules, unpackRules, type PackRule } from '@casl/ability/extra';
import { bibliotecaClientRules, bibliotecaRules } from './biblioteca';
import { clientRules } from './clientes';
import { contratosRules } from './contratos';
import { CONFIDENTIAL_SUBJECTS, eticaRules } from './etica';
import { fabricacaoRules } from './fabricacao';
import { automacaoRules, fieldRules } from './field';
import { globalRules } from './global';
import { juridicoPartnerRules, juridicoRules } from './juridico';
import { materiaisRules } from './materiais';
import { obraRules } from './obra';
import { permissoesRules } from './permissoes';
import { posVendasClientRules, posVendasRules } from './pos-vendas';
import { produtosRules } from './produtos';
import { projetosFabricaRules, projetosRules } from './projetos';
import { rdoClientRules, rdoRules } from './rdo';
import type { AppAbility, AreaRules, PermissionUser, RuleContext } from './rule-context';
import { segurosRules } from './seguros';
import { ZSpecificRule } from '../usuarios/specific-rule.contract';
import { sgiRules } from './sgi';

/** Non-clients get every module's rules (SPEC §6). */
const STAFF_AREAS: AreaRules[] = [
  rdoRules,
  posVendasRules,
  obraRules,
  segurosRules,
  fabricacaoRules,
  fieldRules,
  automacaoRules,
  contratosRules,
  projetosRules,
  projetosFabricaRules,
  produtosRules,
  sgiRules,
  bibliotecaRules,
  permissoesRules,
  materiaisRules,
  juridicoRules,
];

/** Clients (role or type cliente) get a restricted set. */
const CLIENT_AREAS: AreaRules[] = [
  clientRules,
  rdoClientRules,
  bibliotecaClientRules,
  juridicoPartnerRules,
  posVendasClientRules,
];

export type AppRawRule = RawRuleOf<AppAbility>;
export type PackedRules = PackRule<AppRawRule>[];

export function isClientUser(user: Pick<PermissionUser, 'type' | 'roles'>): boolean {
  return user.type === 'cliente' || user.roles.includes('cliente');
}

/** Per-user extra rules (SPEC "specific_rules"): only well-formed CASL raw rules count. */
function specificRulesOf(user: PermissionUser): AppRawRule[] {
  return (user.specificRules ?? []).filter((rule) => ZSpecificRule.safeParse(rule).success) as AppRawRule[];
}

/**
 * The one function that decides what a user may do: global roles, then the staff modules or the client set,
 * then the user's specific rules. The API checks it on every request; the web app rebuilds it from /api/me.
 */
export function defineAbilityFor(user: PermissionUser, environment: 'dev' | 'prod' = 'prod'): AppAbility {
  const builder = new AbilityBuilder<AppAbility>(createMongoAbility);
  const roles = new Set(user.roles);
  const isClient = isClientUser(user);
  const ctx: RuleContext = {
    user: { ...user, email: user.email.toLowerCase() },
    has: (role) => roles.has(role),
    isClient,
    environment,
  };
  globalRules(builder, ctx);
  for (const area of isClient ? CLIENT_AREAS : STAFF_AREAS) area(builder, ctx);
  const extra = specificRulesOf(user).filter((rule) => !touchesConfidential(rule));
  if (extra.length === 0) {
    eticaRules(builder, ctx);
    return builder.build();
  }
  // The confidential subjects' rules come after the specific ones too: nothing given by hand reaches them.
  const last = new AbilityBuilder<AppAbility>(createMongoAbility);
  eticaRules(last, ctx);
  return createMongoAbility<AppAbility>([...builder.rules, ...extra, ...last.rules]);
}

/** A rule that names a confidential subject (issue 23): never granted by hand or by standing in for someone. */
function touchesConfidential(rule: AppRawRule): boolean {
  const subjects = ([] as unknown[]).concat(rule.subject ?? []);
  return subjects.some((s) => (CONFIDENTIAL_SUBJECTS as readonly unknown[]).includes(s));
}

/**
 * A substitute's ability during the period: their own rules plus what each person they stand in for may do. Only the
 * others' permissions are added, never their restrictions (`cannot`), so standing in never takes a right away.
 */
export function withSubstitutedRules(own: AppAbility, others: readonly AppAbility[]): AppAbility {
  if (others.length === 0) return own;
  // A substitute never reads the ethics committee's reports (issue 23), and the own confidential rules stay last.
  const added = others.flatMap((ability) =>
    ability.rules.filter((rule) => !rule.inverted && !touchesConfidential(rule as AppRawRule)),
  );
  const confidential = own.rules.filter((rule) => touchesConfidential(rule as AppRawRule));
  const rest = own.rules.filter((rule) => !touchesConfidential(rule as AppRawRule));
  return createMongoAbility<AppAbility>([...rest, ...added, ...confidential]);
}

/** Rules in the compact form /api/me sends. */
export function packAbility(ability: AppAbility): PackedRules {
  return packRules(ability.rules);
}

/** The web app's copy of the user's ability, from /api/me. */
export function abilityFromPacked(rules: PackedRules): AppAbility {
  return createMongoAbility<AppAbility>(unpackRules(rules));
}

export { subject } from '@casl/ability';
export type { AppAbility, PermissionUser } from './rule-context';
export * from './subjects';
export {
  EMPRESA,
  LISTAS_ACESSO,
  PAPEL,
  inheritAccess,
  normalizeAccess,
  principalsOf,
  type AcessoBiblioteca,
  type ListaAcesso,
} from './biblioteca';
export { CONTRATO_STATUS } from './contratos';
export { CONFIDENTIAL_SUBJECTS } from './etica';
export { MATERIAIS_STATUS } from './materiais';
export { SGI_STATUS } from './sgi';
export { ROLE_CATALOG, KNOWN_ROLES, type RoleInfo } from './roles';
export { describeAbility, type EffectivePermission, type SubjectPermissions } from './describe-ability';
