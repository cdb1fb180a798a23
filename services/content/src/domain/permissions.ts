import type { Caller } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';

/** Site content is written by super admins only; other admins are told to ask one. */
export function assertContentEditor(caller: Caller | null): asserts caller is Caller {
  if (!caller) throw new AppError('UNAUTHENTICATED');
  if (caller.role !== 'super_admin') throw new AppError('CONTENT_FORBIDDEN');
}
