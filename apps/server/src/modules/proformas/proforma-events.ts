import type { EventType } from '@portal/contract/integration/event-types';
import { isVisibleToCustomer, type ProformaAction } from '@portal/contract/proformas/proforma-status';
import { toRoubles } from '@portal/contract/validation/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../core/db/database';
import { recordEvent } from '../../core/events/record-event';
import { proformaLines } from '../../db/schema/index';
import { numberOf } from './proformas.presenter';
import type { ProformaRow } from './proformas.repository';

export const PROFORMA_ACTION_EVENTS: Record<ProformaAction, EventType> = {
  edit: 'proforma.changed',
  send: 'proforma.sent',
  accept: 'proforma.accepted',
  return: 'proforma.returned',
  pay: 'proforma.paid',
  delete: 'proforma.deleted',
};

/**
 * Issue 26: a proforma's event for its carrier and, once the customer has seen it (sent at least once, before or
 * after this change), its customer; `total` is the gross sum of its lines in roubles, as the API shows it.
 */
export const recordProformaEvent = async (
  tx: Tx,
  type: EventType,
  row: ProformaRow,
  before: { status: number } | null,
  occurredAt: Date,
): Promise<void> => {
  const [sum] = await tx
    .select({ kopecks: sql<string>`coalesce(sum(${proformaLines.summKopecks}), 0)` })
    .from(proformaLines)
    .where(and(eq(proformaLines.proformaId, row.id), eq(proformaLines.isDeleted, false)));
  const customerSees =
    isVisibleToCustomer(row.status) || (before !== null && isVisibleToCustomer(before.status));
  await recordEvent(tx, {
    type,
    entityId: row.id,
    data: {
      number: numberOf(row),
      version: row.version,
      status: row.status,
      contractorId: row.contractorId,
      customerId: row.customerId,
      total: toRoubles(Number(sum!.kopecks)),
    },
    recipients: [
      { ownerType: 'contractor', ownerId: row.contractorId },
      ...(customerSees ? [{ ownerType: 'customer' as const, ownerId: row.customerId }] : []),
    ],
    occurredAt,
  });
};
