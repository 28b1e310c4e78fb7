/** The identity module's public surface: who is asking, and the user pool's own operations on users. */
export { requireAuth, type RequestAuth, type RoutePermission } from './auth.plugin';
export { findActiveUsersWithRole, findLiveUserById, findUserById, type UserRow } from './users.repository';
/**
 * The pool's operations on another user, for the module that administers users: the caller checks permissions
 * and passes its transaction; each keeps the pool's rules (the last active acesso_total stays) and audits.
 */
export {
  inviteUser,
  requirePasswordReset,
  resendInvitation,
  setUserEnabled,
  updateUserAccess,
  type UserAccessChanges,
} from './user-admin.service';
export { assertKeepsFullAdmin } from './last-admin';
/** What another user may do now (whom to notify, whom a mention may name). */
export { abilityOfUser, type UserWithAbility } from './user-ability';
export { abilityWithStandInsOf } from './substitute-abilities';
/** The searchable text of a user, as its GIN index holds it (the usuarios module's search source). */
export { userSearchDocument } from './users-search-document';
/** Who stands in for a titular today (they hear what the titular must act on). */
export { findCurrentSubstituteIds } from './substitutions.repository';
export { createUser } from './users.service';
/** Read-only, for joins in other modules' repositories (an author's name); writes go through this module. */
export * as identityTables from './users.schema';
