import type { AdminUser, CredentialCheck, SessionUser } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { usernameKey } from '../domain/admin-rules';
import { hashPassword, needsRehash, verifyPassword } from '../domain/passwords';
import type { LoginThrottle } from './login-throttle';
import type { RememberedBrowser, SecondFactors } from './second-factors.service';
import { toAdminUser, toSessionUser, type AdminUserModel } from '../models/admin-user';

/** Reads of the admin users, the credential check and the session version. */
export class UserDirectory {
  constructor(
    private readonly users: AdminUserModel,
    /** Checked for unknown usernames so that they take as long as a wrong password. */
    private readonly dummyHash: string,
    private readonly throttle: LoginThrottle,
    private readonly secondFactors: SecondFactors,
  ) {}

  async list(): Promise<AdminUser[]> {
    const users = await this.users.find().sort({ _id: 1 }).lean();
    return users.map(toAdminUser);
  }

  async sessionState(id: number): Promise<SessionUser> {
    const user = await this.users.findById(id).lean();
    if (!user) throw new AppError('USER_NOT_FOUND');
    return toSessionUser(user);
  }

  /** Ends every session of the user (logout): their next request is unauthenticated. */
  async endSessions(id: number): Promise<void> {
    const result = await this.users.updateOne({ _id: id }, { $inc: { sessionVersion: 1 } });
    if (result.matchedCount === 0) throw new AppError('USER_NOT_FOUND');
  }

  /**
   * The same 401 for an unknown username and a wrong password, after the same amount of work; 429 once a
   * username has used up its failed attempts from this client address (or from all of them). While a code is
   * still owed the attempts are not cleared: the code step counts on from them.
   */
  async verify(
    username: string,
    password: string,
    clientAddress: string,
    remembered?: RememberedBrowser,
  ): Promise<CredentialCheck> {
    const key = usernameKey(username);
    await this.throttle.attempt(key, clientAddress);
    const user = await this.users.findOne({ usernameKey: key }).lean();
    const valid = await verifyPassword(user?.passwordHash ?? this.dummyHash, password);
    if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
    const check = await this.secondFactors.check(user, remembered);
    if (check.secondFactor !== 'code') await this.throttle.succeeded(key, clientAddress);
    if (needsRehash(user.passwordHash)) {
      await this.users.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(password) } });
    }
    return check;
  }
}
