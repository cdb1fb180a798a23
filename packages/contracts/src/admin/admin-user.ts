import { z } from 'zod';
import { DEFAULT_ROLE, PASSWORD_MAX, PASSWORD_MIN, ROLES, USERNAME_MAX, USERNAME_MIN } from '../constants';
import { isoDateTimeSchema } from '../common/dates';
import { hasHiddenCharacters } from '../common/typed-text';
import { idParamsSchema } from '../common/query';
import { validationKeys } from '../texts/validation';

export const roleSchema = z.enum(ROLES, { error: validationKeys.roleInvalid });

/** An admin user as the API answers it; the password never leaves the identity service. */
export const adminUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  role: roleSchema,
  createdAt: isoDateTimeSchema,
  /** Whether the admin signs in with a second factor (two-step sign-in). */
  secondFactor: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.array(adminUserSchema);

const usernameSchema = z
  .string({ error: validationKeys.usernameMin })
  .refine((username) => !hasHiddenCharacters(username), { error: validationKeys.textHiddenCharacters })
  .trim()
  .min(USERNAME_MIN, { error: validationKeys.usernameMin })
  .max(USERNAME_MAX, { error: validationKeys.tooLong });

const passwordSchema = z
  .string({ error: validationKeys.passwordMin })
  .min(PASSWORD_MIN, { error: validationKeys.passwordMin })
  .max(PASSWORD_MAX, { error: validationKeys.tooLong });

/** Body of POST /api/admin-users. */
export const adminUserCreateSchema = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
  role: roleSchema.optional().default(DEFAULT_ROLE),
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

/**
 * Body of PUT /api/admin-users/{id}: an empty or blank password is left out (the current one is kept). A new
 * password needs `currentPassword`, the password of the admin making the change (their own when they change
 * their own, theirs as a confirmation when a super admin sets another admin's).
 */
export const adminUserUpdateSchema = z
  .strictObject({
    username: usernameSchema,
    role: roleSchema,
    password: z
      .string({ error: validationKeys.passwordMin })
      .optional()
      .transform((password) => (password === undefined || password.trim() === '' ? undefined : password))
      .pipe(passwordSchema.optional()),
    currentPassword: z
      .string()
      .max(PASSWORD_MAX, { error: validationKeys.tooLong })
      .optional()
      .transform((password) => (password === '' ? undefined : password)),
  })
  .refine((update) => update.password === undefined || update.currentPassword !== undefined, {
    path: ['currentPassword'],
    error: validationKeys.currentPasswordRequired,
  });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const adminUserIdParamsSchema = idParamsSchema;
