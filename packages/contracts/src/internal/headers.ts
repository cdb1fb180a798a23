import { z } from 'zod';
import { roleSchema } from '../admin/admin-user';

/** Headers of calls between the gateway and the services. */
export const INTERNAL_HEADERS = {
  token: 'x-internal-token',
  userId: 'x-user-id',
  userRole: 'x-user-role',
  username: 'x-username',
  requestId: 'x-request-id',
  /** The address of the client a login came from (the gateway's view, behind a trusted proxy the forwarded one). */
  clientAddress: 'x-client-address',
} as const;

/** The signed-in admin on whose behalf the gateway calls a service (ids arrive as header text). */
export const callerSchema = z.object({
  id: z.coerce.number().int().positive(),
  role: roleSchema,
  username: z.string().min(1),
});
export type Caller = z.infer<typeof callerSchema>;
