import type { Module } from '../../core/module';
import { contractorRatingRoutes } from './contractor-rating.routes';
import { customerRatingRoutes } from './customer-rating.routes';
import { startRatingWork } from './rating-work';

/** Issue 17: the carrier rating and appeals; ratings follow route and auction changes through the bus. */
export const ratingRoutes: Module = async (app, ctx) => {
  const work = startRatingWork(ctx);
  app.addHook('onClose', () => work.stop());
  await contractorRatingRoutes(app, ctx);
  await customerRatingRoutes(app, ctx);
};
