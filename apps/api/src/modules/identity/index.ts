/** The identity module's public surface: who is asking, and the user pool's own operations on users. */
export { requireAuth, type RequestAuth, type RoutePermission } from './auth.plugin';
export { findActiveUsersWithRole, findLiveUserById, findUserById, type UserRow } from './users.repository';
export { inviteUser, requirePasswordReset, resendInvitation, setUserEnabled } from './user-admin.service';
export { createUser } from './users.service';
/** Read-only, for joins in other modules' repositories (an author's name); writes go through this module. */
export * as identityTables from './users.schema';
