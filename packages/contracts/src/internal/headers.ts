import { z } from 'zod';
import { sessionAdminSchema } from '../admin/auth';

/** Headers of calls between the gateway and the services. */
export const INTERNAL_HEADERS = {
  token: 'x-internal-token',
  userId: 'x-user-id',
  userRole: 'x-user-role',
  username: 'x-username',
  requestId: 'x-request-id',
  /** The address of the client a login came from (the gateway's view, behind a trusted proxy the forwarded one). */
  clientAddress: 'x-client-address',
  /**
   * Changes after every catalogue write the gateway acknowledged (its cache generation of the products):
   * a catalog replica that checked its copy against the database under a token can answer later reads
   * carrying the same token from that copy.
   */
  consistencyToken: 'x-consistency-token',
} as const;

/** The signed-in admin on whose behalf the gateway calls a service (ids arrive as header text). */
export const callerSchema = sessionAdminSchema.extend({ id: z.coerce.number().int().positive() });
export type Caller = z.infer<typeof callerSchema>;
