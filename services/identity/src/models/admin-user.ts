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
  /** The app's secret (RFC 6238), encrypted; present once an enrolment is confirmed. */
  totpSecret?: string;
  /** A started enrolment's secret, encrypted, until its first code confirms it. */
  totpPendingSecret?: string;
  /** The time step of the last code accepted: a code of that step or an earlier one is not taken again. */
  totpLastStep?: number;
  /** SHA-256 of the recovery codes not used yet. */
  recoveryCodeHashes?: string[];
  /** New for every enrolment: what a remembered browser was remembered for. */
  secondFactorId?: string;
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
    totpSecret: { type: String },
    totpPendingSecret: { type: String },
    totpLastStep: { type: Number },
    recoveryCodeHashes: { type: [String], default: undefined },
    secondFactorId: { type: String },
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
  return {
    id: user._id,
    username: user.username,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    secondFactor: user.totpSecret !== undefined,
  };
}

/** The user as sessions know them: with the session version, never the password hash. */
export function toSessionUser(user: AdminUserDocument): SessionUser {
  return { id: user._id, username: user.username, role: user.role, sessionVersion: user.sessionVersion };
}
