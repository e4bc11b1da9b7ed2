import { addDays } from '@portal/contract/proformas/proforma-period';
import {
  PROFORMA_MESSAGES,
  type ProformaPayBody,
  type ProformaReturnBody,
} from '@portal/contract/proformas/proformas.schemas';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../core/auth/principal';
import { fieldProblem, unprocessable } from '../../core/http/problem';
import { proformaLines } from '../../db/schema/index';
import { removePenaltiesExcusedMeanwhile } from './proforma-appeal';
import { changeProforma, type ProformaContext } from './proforma-change';
import { proformaSettingsOf } from './proforma-settings.service';
import { moscowToday } from './proformas.presenter';

/** PATCH .../accept: the due date is the acceptance day in Moscow plus the customer's payment term. */
export const acceptProforma = (ctx: ProformaContext, principal: Principal, proformaId: number) =>
  changeProforma(ctx, principal, proformaId, 'accept', async (row, tx, now) => {
    const { paymentTermDays } = await proformaSettingsOf(tx, row.customerId);
    return { values: { acceptedOn: now, dueDate: addDays(moscowToday(now), paymentTermDays) } };
  });

/**
 * PATCH .../return: a comment, and a reason on each chosen line of this proforma; penalties excused by appeals accepted
 * while it was with the customer come off.
 */
export const returnProforma = (
  ctx: ProformaContext,
  principal: Principal,
  proformaId: number,
  body: ProformaReturnBody,
) =>
  changeProforma(ctx, principal, proformaId, 'return', async (row, tx) => {
    const reasons = body.lines ?? [];
    const lines = await tx
      .select({ id: proformaLines.id })
      .from(proformaLines)
      .where(eq(proformaLines.proformaId, row.id));
    const known = new Set(lines.map((line) => line.id));
    const errors = reasons.flatMap((entry, index) =>
      known.has(entry.line) ? [] : [fieldProblem(['lines', index, 'line'], PROFORMA_MESSAGES.lineNotFound)],
    );
    if (errors.length) throw unprocessable(errors);
    for (const entry of reasons)
      await tx
        .update(proformaLines)
        .set({ returnReason: entry.reason })
        .where(and(eq(proformaLines.proformaId, row.id), eq(proformaLines.id, entry.line)));
    await removePenaltiesExcusedMeanwhile(tx, row.id);
    return { values: { returnComment: body.comment }, comment: body.comment };
  });

/**
 * PATCH .../pay: paid on a day not after today in Moscow and not before the proforma was sent (an invoice is not
 * paid before it exists), with the payment order's number.
 */
export const payProforma = (
  ctx: ProformaContext,
  principal: Principal,
  proformaId: number,
  body: ProformaPayBody,
) =>
  changeProforma(ctx, principal, proformaId, 'pay', async (row, _tx, now) => {
    if (body.paidOn > moscowToday(now))
      throw unprocessable([fieldProblem(['paidOn'], PROFORMA_MESSAGES.paidInFuture)]);
    const sentDay = row.sentOn && moscowToday(row.sentOn);
    if (sentDay && body.paidOn < sentDay)
      throw unprocessable([fieldProblem(['paidOn'], PROFORMA_MESSAGES.paidBeforeSent(sentDay))]);
    return { values: { paidOn: body.paidOn, paymentNumber: body.paymentNumber } };
  });
