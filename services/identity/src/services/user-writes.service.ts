import type { Connection } from 'mongoose';
import type { FastifyInstance } from 'fastify';
import { refusal, type AdminUser, type AdminUserCreate, type AdminUserUpdate } from '@hiti/contracts';
import { AppError, isDuplicateKey, nextSequence } from '@hiti/service-kit';
import {
  deletionBlocker,
  endsSessions,
  firstAdminChangeBlocker,
  roleChangeBlocker,
  usernameKey,
} from '../domain/admin-rules';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { passwordWeakness } from '../domain/password-strength';
import { usernameSkeleton } from '../domain/username-skeleton';
import { withLock } from './lock';

import { toAdminUser, type AdminUserDocument, type AdminUserModel } from '../models/admin-user';

export const USER_SEQUENCE = 'admin_users';

export interface UserChange {
  before: AdminUser;
  after: AdminUser;
  passwordChanged: boolean;
}

interface UserWritesDeps {
  connection: Connection;
  users: AdminUserModel;
  redis: FastifyInstance['redis'];
  /** Redis key of the lock every write that could break a role rule takes. */
  lockKey: string;
}

/** Creating, editing and deleting admin users, with the rules that keep the admin area reachable. */
export class UserWrites {
  constructor(private readonly deps: UserWritesDeps) {}

  private get users(): AdminUserModel {
    return this.deps.users;
  }

  private locked<T>(work: () => Promise<T>): Promise<T> {
    return withLock(this.deps.redis, this.deps.lockKey, work);
  }

  private async find(id: number): Promise<AdminUserDocument> {
    const user = await this.users.findById(id).lean();
    if (!user) throw new AppError('USER_NOT_FOUND');
    return user;
  }

  /** A name is taken when another user has it, in any case, or a name that looks the same. */
  private async assertUsernameFree(username: string, exceptId?: number): Promise<void> {
    const holders = await this.users
      .find(
        { $or: [{ usernameKey: usernameKey(username) }, { usernameSkeleton: usernameSkeleton(username) }] },
        { _id: 1 },
      )
      .lean();
    if (holders.some((holder) => holder._id !== exceptId)) throw new AppError('USERNAME_TAKEN');
  }

  /**
   * Keeps every user's skeleton as the current rule makes it (users stored before skeletons were kept, or
   * before the rule last changed), so look-alikes of them are refused too.
   */
  async refreshSkeletons(): Promise<void> {
    const users = await this.users.find({}, { username: 1, usernameSkeleton: 1 }).lean();
    for (const user of users) {
      const skeleton = usernameSkeleton(user.username);
      if (user.usernameSkeleton !== skeleton) {
        await this.users.updateOne({ _id: user._id }, { $set: { usernameSkeleton: skeleton } });
      }
    }
  }

  /** Refuses a password that is common or easy to guess, naming why under the password field. */
  private assertStrongPassword(password: string, username: string): void {
    const weakness = passwordWeakness(password, username);
    if (weakness) {
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'password', ...refusal(weakness) }],
      });
    }
  }

  /** A password change is confirmed with the password of the admin making it. */
  async assertCallerPassword(callerId: number, currentPassword: string | undefined): Promise<void> {
    const caller = await this.users.findById(callerId, { passwordHash: 1 }).lean();
    const valid = caller !== null && (await verifyPassword(caller.passwordHash, currentPassword ?? ''));
    if (!valid) throw new AppError('CURRENT_PASSWORD_WRONG');
  }

  private superAdminCount(): Promise<number> {
    return this.users.countDocuments({ role: 'super_admin' });
  }

  async create(input: AdminUserCreate): Promise<AdminUser> {
    this.assertStrongPassword(input.password, input.username);
    const passwordHash = await hashPassword(input.password);
    return this.locked(() => this.insert(input, passwordHash));
  }

  private async insert(input: AdminUserCreate, passwordHash: string): Promise<AdminUser> {
    await this.assertUsernameFree(input.username);
    const id = await nextSequence(this.deps.connection, USER_SEQUENCE);
    try {
      const created = await this.users.create({
        _id: id,
        username: input.username,
        usernameKey: usernameKey(input.username),
        usernameSkeleton: usernameSkeleton(input.username),
        passwordHash,
        role: input.role,
        sessionVersion: 0,
        createdAt: new Date(),
      });
      return toAdminUser(created.toObject());
    } catch (error) {
      if (isDuplicateKey(error)) throw new AppError('USERNAME_TAKEN');
      throw error;
    }
  }

  /**
   * A blank password keeps the current one; a new password, role or username ends the user's sessions. Only
   * the first administrator changes their own name or password, and a new password needs the password of
   * the admin setting it (`callerId`).
   */
  async update(id: number, input: AdminUserUpdate, callerId: number): Promise<UserChange> {
    const firstAdminBlocker = firstAdminChangeBlocker(id, callerId, {
      usernameChanged: input.username !== (await this.find(id)).username,
      passwordChanged: input.password !== undefined,
    });
    if (firstAdminBlocker) throw new AppError(firstAdminBlocker);
    if (input.password !== undefined) {
      this.assertStrongPassword(input.password, input.username);
      await this.assertCallerPassword(callerId, input.currentPassword);
    }
    const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
    return this.locked(async () => {
      const current = await this.find(id);
      await this.assertUsernameFree(input.username, id);
      const blocker = roleChangeBlocker(
        { id, role: current.role },
        input.role,
        current.role === 'super_admin' ? await this.superAdminCount() : 0,
      );
      if (blocker) throw new AppError(blocker);
      const passwordChanged = passwordHash !== undefined;
      const bump = endsSessions({
        passwordChanged,
        roleBefore: current.role,
        roleAfter: input.role,
        usernameBefore: current.username,
        usernameAfter: input.username,
      });
      try {
        const updated = await this.users
          .findOneAndUpdate(
            { _id: id },
            {
              $set: {
                username: input.username,
                usernameKey: usernameKey(input.username),
                usernameSkeleton: usernameSkeleton(input.username),
                role: input.role,
                ...(passwordHash === undefined ? {} : { passwordHash }),
              },
              ...(bump ? { $inc: { sessionVersion: 1 } } : {}),
            },
            { returnDocument: 'after' },
          )
          .lean();
        if (!updated) throw new AppError('USER_NOT_FOUND');
        return { before: toAdminUser(current), after: toAdminUser(updated), passwordChanged };
      } catch (error) {
        if (isDuplicateKey(error)) throw new AppError('USERNAME_TAKEN');
        throw error;
      }
    });
  }

  /** The first administrator and the last super admin stay; a deleted user's sessions end with them. */
  async remove(id: number): Promise<AdminUser> {
    return this.locked(async () => {
      const current = await this.find(id);
      const blocker = deletionBlocker(
        { id, role: current.role },
        current.role === 'super_admin' ? await this.superAdminCount() : 0,
      );
      if (blocker) throw new AppError(blocker);
      await this.users.deleteOne({ _id: id });
      return toAdminUser(current);
    });
  }
}
