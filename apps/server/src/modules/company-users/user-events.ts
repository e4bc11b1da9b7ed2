import type { OwnerType } from '@portal/contract/roles';
import type { Tx } from '../../core/db/database';
import { recordEvent } from '../../core/events/record-event';

/** Issue 26: a user blocked or unblocked, told to the user's own company only. */
export const recordUserBlockEvent = (
  tx: Tx,
  user: { id: number; ownerType: OwnerType; ownerId: number },
  isBlocked: boolean,
  occurredAt: Date,
): Promise<void> =>
  recordEvent(tx, {
    type: isBlocked ? 'user.blocked' : 'user.unblocked',
    entityId: user.id,
    data: { status: isBlocked ? 'blocked' : 'active' },
    recipients: [{ ownerType: user.ownerType, ownerId: user.ownerId }],
    occurredAt,
  });
