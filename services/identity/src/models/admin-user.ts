import { Schema, type Connection, type Model } from 'mongoose';
import { ROLES, type AdminUser, type Role, type SessionUser } from '@hiti/contracts';

export interface AdminUserDocument {
  _id: number;
  username: string;
  /** Lower-cased username: unique, and what logins look up. */
  usernameKey: string;
  /** UTS #39 skeleton of the username: no two users share one, so no name can pass for another. */
  usernameSkeleton?: string;
  passwordHash: string;
  role: Role;
  /** Raised by logout, password change and role change; sessions carrying an older value are over. */
  sessionVersion: number;
  createdAt: Date;
}

const adminUserSchema = new Schema<AdminUserDocument>(
  {
    _id: { type: Number, required: true },
    username: { type: String, required: true },
    usernameKey: { type: String, required: true },
    usernameSkeleton: { type: String },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: ROLES, required: true },
    sessionVersion: { type: Number, required: true, default: 0 },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false },
);
adminUserSchema.index({ usernameKey: 1 }, { unique: true });
adminUserSchema.index({ role: 1 });
adminUserSchema.index({ usernameSkeleton: 1 });

export type AdminUserModel = Model<AdminUserDocument>;

export function adminUserModel(connection: Connection): AdminUserModel {
  return (
    (connection.models.AdminUser as AdminUserModel | undefined) ??
    connection.model<AdminUserDocument>('AdminUser', adminUserSchema, 'admin_users')
  );
}

/** The user as the API shows it: never the password hash or the session version. */
export function toAdminUser(user: AdminUserDocument): AdminUser {
  return { id: user._id, username: user.username, role: user.role, createdAt: user.createdAt.toISOString() };
}

/** The user as sessions know them: with the session version, never the password hash. */
export function toSessionUser(user: AdminUserDocument): SessionUser {
  return { id: user._id, username: user.username, role: user.role, sessionVersion: user.sessionVersion };
}
