import { isAdmin } from '@portal/contract/roles';
import type { Tx } from '../../core/db/database';
import { conflict } from '../../core/http/problem';
import type { UserRow } from '../auth/auth.repository';
import { lockWorkingAdminIds } from './company-users.repository';

/**
 * A company keeps at least one working admin (not blocked, not deleted): deleting, blocking or demoting the
 * last one answers 409 with `message`. Call it inside the transaction that makes the change.
 */
export const assertNotLastAdmin = async (tx: Tx, user: UserRow, message: string): Promise<void> => {
  if (!isAdmin(user.roles) || user.blocked) return;
  const admins = await lockWorkingAdminIds(tx, { ownerType: user.ownerType, ownerId: user.ownerId });
  if (!admins.some((id) => id !== user.id)) throw conflict(message);
};
