import { CONTRACTOR_MESSAGES } from '@portal/contract/contractors/contractors.schemas';
import { APPEAL_MESSAGES } from '@portal/contract/rating/appeal-status';
import { ratingWithSettings } from '@portal/contract/rating/rating.rules';
import type { RatingPreviewBody, RatingPreviewItem } from '@portal/contract/rating/rating.schemas';
import { DEFAULT_RATING_PERIOD } from '@portal/contract/rating/rating-periods';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import { notFound, unprocessable } from '../../core/http/problem';
import { contractorPartners, ratingIndexValues, ratings } from '../../db/schema/index';
import { ensureRatingIndexes } from './rating-indexes.repository';
import { ratingTop } from './rating-settings.service';

/**
 * The customer's rating card reads a carrier the customer works with: one of its partners (any status) or one it
 * has rated. Any other carrier answers 404, like another company's record.
 */
export const assertCarrierOfCustomer = async (ctx: AppContext, customerId: number, contractorId: number) => {
  const [partner] = await ctx.db
    .select({ id: contractorPartners.id })
    .from(contractorPartners)
    .where(
      and(eq(contractorPartners.customerId, customerId), eq(contractorPartners.contractorId, contractorId)),
    )
    .limit(1);
  if (partner) return;
  const [rated] = await ctx.db
    .select({ id: ratings.id })
    .from(ratings)
    .where(and(eq(ratings.customerId, customerId), eq(ratings.contractorId, contractorId)))
    .limit(1);
  if (!rated) throw notFound(CONTRACTOR_MESSAGES.notFound);
};

/**
 * The settings preview: each carrier's latest rating of the period kind as stored and as the edited weights and
 * scales would make it, from the stored calculation inputs and bonuses. Nothing is saved.
 */
export const ratingPreview = async (
  ctx: AppContext,
  customerId: number,
  body: RatingPreviewBody,
): Promise<{ items: RatingPreviewItem[] }> => {
  const stored = await ensureRatingIndexes(ctx.db, customerId);
  const unknown = body.indexes.filter((edited) => !stored.some((index) => index.id === edited.id));
  if (unknown.length > 0) throw unprocessable([`indexes: ${APPEAL_MESSAGES.indexNotFound}`]);
  const indexes = stored.map((index) => body.indexes.find((edited) => edited.id === index.id) ?? index);
  const { items } = await ratingTop(ctx, customerId, body.period ?? DEFAULT_RATING_PERIOD);
  const values = items.length
    ? await ctx.db
        .select()
        .from(ratingIndexValues)
        .where(
          inArray(
            ratingIndexValues.ratingId,
            items.map((item) => item.ratingId),
          ),
        )
    : [];
  return {
    items: items.map(({ previous: _previous, ...item }) => ({
      ...item,
      preview: ratingWithSettings(
        values
          .filter((value) => value.ratingId === item.ratingId)
          .map((value) => ({
            indexId: value.indexId,
            bonus: value.bonus,
            calculation: {
              countNoDelayed: value.countNoDelayed,
              countAuctions: value.countAuctions,
              countRoutes: value.countRoutes,
            },
          })),
        indexes,
      ),
    })),
  };
};
