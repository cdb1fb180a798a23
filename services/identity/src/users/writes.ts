import type { Connection } from 'mongoose';
import type { FastifyInstance } from 'fastify';
import type { AdminUser, AdminUserCreate, AdminUserUpdate } from '@hiti/contracts';
import { AppError, isDuplicateKey, nextSequence } from '@hiti/service-kit';
import { deletionBlocker, endsSessions, roleChangeBlocker, usernameKey } from '../domain/admin-rules';
import { hashPassword } from '../domain/passwords';
import { withLock } from '../lock';

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

  private async assertUsernameFree(username: string, exceptId?: number): Promise<void> {
    const holder = await this.users.findOne({ usernameKey: usernameKey(username) }, { _id: 1 }).lean();
    if (holder && holder._id !== exceptId) throw new AppError('USERNAME_TAKEN');
  }

  private superAdminCount(): Promise<number> {
    return this.users.countDocuments({ role: 'super_admin' });
  }

  async create(input: AdminUserCreate): Promise<AdminUser> {
    await this.assertUsernameFree(input.username);
    const passwordHash = await hashPassword(input.password);
    const id = await nextSequence(this.deps.connection, USER_SEQUENCE);
    try {
      const created = await this.users.create({
        _id: id,
        username: input.username,
        usernameKey: usernameKey(input.username),
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

  /** A blank password keeps the current one; a new password, role or username ends the user's sessions. */
  async update(id: number, input: AdminUserUpdate): Promise<UserChange> {
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
