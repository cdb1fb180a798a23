import { STAFF_ROLES, SUPER_ADMIN_ROLES } from '../admin/access';
import { adminUserIdParamsSchema } from '../admin/admin-user';
import { loginResultSchema } from '../admin/auth';
import {
  enrolmentConfirmedSchema,
  recoveryCodesSchema,
  secondFactorCodeBodySchema,
  secondFactorEnrolmentSchema,
  secondFactorResetBodySchema,
  secondFactorSignInBodySchema,
  secondFactorStatusSchema,
} from '../admin/second-factor';
import { apiEndpoints } from './endpoints';
import { apiRoute } from './route';

/**
 * Two-step sign-in: the code step after the password, enrolment (also while a required enrolment is all a
 * signed-in password allows), recovery codes and resets.
 */
export const secondFactorApi = {
  signInWithCode: apiRoute({
    ...apiEndpoints.signInWithCode,
    summary: "Sign-in's second step: a code of the app or a recovery code; sets the session cookie",
    roles: 'public',
    body: secondFactorSignInBodySchema,
    response: loginResultSchema,
    cache: 'no-store',
  }),
  getSecondFactor: apiRoute({
    ...apiEndpoints.getSecondFactor,
    summary: "The signed-in admin's second factor: on or off, recovery codes left, required or not",
    roles: STAFF_ROLES,
    response: secondFactorStatusSchema,
    cache: 'no-store',
  }),
  startSecondFactor: apiRoute({
    ...apiEndpoints.startSecondFactor,
    summary:
      'Starts an enrolment: a new secret and its otpauth URI (signed in, or owing a required enrolment)',
    roles: 'public',
    response: secondFactorEnrolmentSchema,
    cache: 'no-store',
  }),
  confirmSecondFactor: apiRoute({
    ...apiEndpoints.confirmSecondFactor,
    summary: 'A first valid code turns the second factor on; answers the ten recovery codes once',
    roles: 'public',
    body: secondFactorCodeBodySchema,
    response: enrolmentConfirmedSchema,
    cache: 'no-store',
  }),
  regenerateRecoveryCodes: apiRoute({
    ...apiEndpoints.regenerateRecoveryCodes,
    summary: 'Ten new recovery codes (a current code confirms); the old ones no longer work',
    roles: STAFF_ROLES,
    body: secondFactorCodeBodySchema,
    response: recoveryCodesSchema,
    cache: 'no-store',
  }),
  resetOwnSecondFactor: apiRoute({
    ...apiEndpoints.resetOwnSecondFactor,
    summary: "Turns the signed-in admin's own second factor off (their password confirms; audited)",
    roles: STAFF_ROLES,
    body: secondFactorResetBodySchema,
  }),
  resetSecondFactor: apiRoute({
    ...apiEndpoints.resetSecondFactor,
    summary:
      "Turns another admin's second factor off and ends their sessions (never the first administrator's; audited)",
    roles: SUPER_ADMIN_ROLES,
    params: adminUserIdParamsSchema,
    body: secondFactorResetBodySchema,
  }),
};
