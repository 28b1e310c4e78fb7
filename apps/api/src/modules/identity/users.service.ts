import { randomUUID } from 'node:crypto';
import { ZCreateUserInput, type TCreateUserInput } from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict } from '../../errors/domain-errors';
import { parseInput } from '../../errors/parse-input';
import { recordAudit, type Actor } from '../audit';
import { findUserByEmail, insertUser, type UserRow } from './users.repository';

export interface CreateUserOptions {
  /** An argon2id hash, when the password is already known (demo data); otherwise the user sets it later. */
  passwordHash?: string;
  emailVerified?: boolean;
}

/** Creates a pool user; the e-mail must be new. Audited. */
export async function createUser(
  tx: Db,
  actor: Actor,
  input: TCreateUserInput,
  options: CreateUserOptions = {},
): Promise<UserRow> {
  const data = parseInput(ZCreateUserInput, input);
  if (await findUserByEmail(tx, data.email)) {
    throw new Conflict('Já existe um usuário com este e-mail.');
  }
  const user = await insertUser(tx, {
    ...data,
    username: randomUUID(),
    emailVerified: options.emailVerified ?? false,
    passwordHash: options.passwordHash ?? null,
  });
  await recordAudit(tx, actor, { entity: 'user', entityId: user.id, action: 'create', after: user });
  return user;
}
