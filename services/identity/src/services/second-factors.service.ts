import { randomUUID } from 'node:crypto';
import type {
  CredentialCheck,
  RecoveryCodes,
  SecondFactorEnrolment,
  SecondFactorStatus,
} from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import type { LoginThrottle } from './login-throttle';
import { toSessionUser, type AdminUserDocument, type AdminUserModel } from '../models/admin-user';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { newTotpSecret, totpStep, totpUri } from './totp';

/** A browser the gateway remembered after a code, for the factor it names. */
export interface RememberedBrowser {
  userId: number;
  factorId: string;
}

type SuperAdminRule = 'once-any-enrolled' | 'optional';

export interface SecondFactorOptions {
  users: AdminUserModel;
  box: SecretBox;
  throttle: LoginThrottle;
  superAdmins: SuperAdminRule;
}

/** Enrolment, the code check (each code once), recovery codes and resets of the admins' second factors. */
export class SecondFactors {
  constructor(private readonly options: SecondFactorOptions) {}

  private async find(id: number): Promise<AdminUserDocument> {
    const user = await this.options.users.findById(id).lean();
    if (!user) throw new AppError('USER_NOT_FOUND');
    return user;
  }

  private async required(user: AdminUserDocument): Promise<boolean> {
    if (user.role !== 'super_admin' || this.options.superAdmins === 'optional') return false;
    const enrolled = await this.options.users.exists({ role: 'super_admin', totpSecret: { $exists: true } });
    return enrolled !== null;
  }

  /**
   * The session user with what the sign-in still owes: a code (none in a browser remembered for this very
   * factor), an enrolment, or nothing.
   */
  async check(user: AdminUserDocument, remembered?: RememberedBrowser): Promise<CredentialCheck> {
    return {
      ...toSessionUser(user),
      secondFactor: await this.owed(user, remembered),
      factorId: user.secondFactorId ?? null,
    };
  }

  private async owed(
    user: AdminUserDocument,
    remembered?: RememberedBrowser,
  ): Promise<CredentialCheck['secondFactor']> {
    if (user.totpSecret) {
      const trusted = remembered?.userId === user._id && remembered.factorId === user.secondFactorId;
      return trusted ? 'none' : 'code';
    }
    return (await this.required(user)) ? 'enrol' : 'none';
  }

  async status(id: number): Promise<SecondFactorStatus> {
    const user = await this.find(id);
    return {
      enrolled: user.totpSecret !== undefined,
      recoveryCodesLeft: user.recoveryCodeHashes?.length ?? 0,
      required: await this.required(user),
    };
  }

  async start(id: number): Promise<SecondFactorEnrolment> {
    const user = await this.find(id);
    if (user.totpSecret) throw new AppError('SECOND_FACTOR_ACTIVE');
    const secret = newTotpSecret();
    await this.options.users.updateOne(
      { _id: id },
      { $set: { totpPendingSecret: this.options.box.seal(secret) } },
    );
    return { secret, uri: totpUri(secret, user.username) };
  }

  async confirm(id: number, code: string): Promise<RecoveryCodes> {
    const user = await this.find(id);
    if (user.totpSecret) throw new AppError('SECOND_FACTOR_ACTIVE');
    const pending = user.totpPendingSecret;
    if (!pending) throw new AppError('SECOND_FACTOR_NOT_STARTED');
    const step = totpStep(this.options.box.open(pending), code.replace(/\s/g, ''));
    if (step === null) throw new AppError('SECOND_FACTOR_INVALID');
    const recoveryCodes = newRecoveryCodes();
    const result = await this.options.users.updateOne(
      { _id: id, totpPendingSecret: pending },
      {
        $set: {
          totpSecret: pending,
          totpLastStep: step,
          recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
          secondFactorId: randomUUID(),
        },
        $unset: { totpPendingSecret: 1 },
      },
    );
    if (result.matchedCount === 0) throw new AppError('SECOND_FACTOR_NOT_STARTED');
    return { recoveryCodes };
  }

  /**
   * Takes a code of the app (of a time step later than the last one taken) or an unused recovery code
   * (which is then used up); each write is conditional, so two requests cannot both spend one code.
   */
  private async spend(user: AdminUserDocument, code: string): Promise<boolean> {
    if (!user.totpSecret) throw new AppError('SECOND_FACTOR_OFF');
    const step = totpStep(this.options.box.open(user.totpSecret), code.replace(/\s/g, ''));
    const { users } = this.options;
    if (step !== null) {
      const result = await users.updateOne(
        {
          _id: user._id,
          totpSecret: user.totpSecret,
          $or: [{ totpLastStep: { $exists: false } }, { totpLastStep: { $lt: step } }],
        },
        { $set: { totpLastStep: step } },
      );
      return result.matchedCount === 1;
    }
    const hash = hashRecoveryCode(code);
    const result = await users.updateOne(
      { _id: user._id, recoveryCodeHashes: hash },
      { $pull: { recoveryCodeHashes: hash } },
    );
    return result.matchedCount === 1;
  }

  /** The sign-in's second step, counted with the password's attempts of this username and address. */
  async verify(id: number, code: string, clientAddress: string): Promise<CredentialCheck> {
    const user = await this.find(id);
    await this.options.throttle.attempt(user.usernameKey, clientAddress);
    if (!(await this.spend(user, code))) throw new AppError('SECOND_FACTOR_INVALID');
    await this.options.throttle.succeeded(user.usernameKey, clientAddress);
    return this.check(await this.find(id));
  }

  async regenerate(id: number, code: string): Promise<RecoveryCodes> {
    const user = await this.find(id);
    if (!(await this.spend(user, code))) throw new AppError('SECOND_FACTOR_INVALID');
    const recoveryCodes = newRecoveryCodes();
    await this.options.users.updateOne(
      { _id: id },
      { $set: { recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) } },
    );
    return { recoveryCodes };
  }

  /** Turns the second factor off; resetting another admin's also ends that admin's sessions. */
  async reset(id: number, endSessions: boolean): Promise<AdminUserDocument> {
    const user = await this.find(id);
    await this.options.users.updateOne(
      { _id: id },
      {
        $unset: {
          totpSecret: 1,
          totpPendingSecret: 1,
          totpLastStep: 1,
          recoveryCodeHashes: 1,
          secondFactorId: 1,
        },
        ...(endSessions ? { $inc: { sessionVersion: 1 } } : {}),
      },
    );
    return user;
  }
}
