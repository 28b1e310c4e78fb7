import { randomUUID } from 'node:crypto';
import type { TCreateUserData } from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict } from '../../errors/domain-errors';
import { recordAudit, type Actor } from '../audit';
import { findUserByEmail, insertUser, type UserRow } from './users.repository';

export interface CreateUserOptions {
  /** An argon2id hash, when the password is already known (demo data); otherwise the user sets it later. */
  passwordHash?: string;
  emailVerified?: boolean;
}

/**
 * Creates a pool user; the e-mail must be new. Audited. The input is already validated (the route's schema, or the
 * seed's own data).
 */
export async function createUser(
  tx: Db,
  actor: Actor,
  input: TCreateUserData,
  options: CreateUserOptions = {},
): Promise<UserRow> {
  if (await findUserByEmail(tx, input.email)) {
    throw new Conflict('Já existe um usuário com este e-mail.');
  }
  const user = await insertUser(tx, {
    ...input,
    roles: [...new Set(input.roles)],
    companies: [...new Set(input.companies)],
    username: randomUUID(),
    emailVerified: options.emailVerified ?? false,
    passwordHash: options.passwordHash ?? null,
  });
  await recordAudit(tx, actor, { entity: 'user', entityId: user.id, action: 'create', after: user });
  return user;
}
