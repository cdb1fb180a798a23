import type { Connection } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import { PROTECTED_USER_ID, type BootstrapStatus } from '@hiti/contracts';
import { isDuplicateKey, raiseSequence } from '@hiti/service-kit';
import { usernameKey } from './domain/admin-rules';
import { generatePassword, hashPassword } from './domain/passwords';
import { usernameSkeleton } from './domain/username-skeleton';

import type { AdminUserModel } from './models/admin-user';
import { USER_SEQUENCE } from './services/user-writes.service';

export interface FirstAdminOptions {
  username: string;
  /** Empty or absent: a random password is generated and logged once. */
  password?: string | undefined;
}

/**
 * Seeds the first super admin (id 1) when there is no admin user at all. Another instance starting at the
 * same moment may win the insert; then this one reports that it seeded nothing.
 */
export async function seedFirstAdmin(
  deps: { connection: Connection; users: AdminUserModel; log: FastifyBaseLogger },
  options: FirstAdminOptions,
): Promise<BootstrapStatus> {
  if ((await deps.users.countDocuments()) > 0) return { seededThisBoot: false, username: null };
  const password = options.password || generatePassword();
  const generated = options.password ? null : password;
  try {
    await deps.users.create({
      _id: PROTECTED_USER_ID,
      username: options.username,
      usernameKey: usernameKey(options.username),
      usernameSkeleton: usernameSkeleton(options.username),
      passwordHash: await hashPassword(password),
      role: 'super_admin',
      sessionVersion: 0,
      createdAt: new Date(),
    });
  } catch (error) {
    if (isDuplicateKey(error)) return { seededThisBoot: false, username: null };
    throw error;
  }
  await raiseSequence(deps.connection, USER_SEQUENCE, PROTECTED_USER_ID);
  if (generated) {
    deps.log.warn(
      { username: options.username },
      `first super admin "${options.username}" created with the generated password: ${generated}`,
    );
  } else {
    deps.log.info(
      { username: options.username },
      'first super admin created from ADMIN_USERNAME/ADMIN_PASSWORD',
    );
  }
  return { seededThisBoot: true, username: options.username };
}
