import { statisticsColumns } from '@portal/contract/statistics/statistics.columns';
import {
  auctionEconomySchema,
  awardCostSchema,
  dateEconomySchema,
  managerEconomySchema,
  routeEconomySchema,
  STATISTICS_ECONOMY_LABELS,
  STATISTICS_FILE_NAMES,
  type StatisticsEconomy,
  statisticsParamsSchema,
  statisticsQuerySchema,
  tenderEconomySchema,
} from '@portal/contract/statistics/statistics.schemas';
import type * as z from 'zod';
import { reportWorkbook, sendWorkbook } from '../../core/export/report-workbook';
import { type Module, withZod } from '../../core/module';
import { ECONOMIES } from './statistics.service';

const ANSWERS: Record<StatisticsEconomy, z.ZodType> = {
  'auction-economy': auctionEconomySchema,
  'tender-economy': tenderEconomySchema,
  'route-economy': routeEconomySchema,
  'manager-economy': managerEconomySchema,
  'date-economy': dateEconomySchema,
  'award-cost': awardCostSchema,
};

/**
 * DESIGN 12 «Statistics»: GET /api/statistics/{customerId}/<economy> for the customer's staff (SPEC 2.2 statistic
 * A K); the access plugin answers a carrier 403 and another customer 404. `?format=xlsx`: the rows with the totals.
 */
export const statisticsRoutes: Module = (app, ctx) => {
  for (const economy of Object.keys(ANSWERS) as StatisticsEconomy[]) {
    withZod(app).get(
      `/api/statistics/:customerId/${economy}`,
      {
        config: { access: 'customer' },
        schema: {
          tags: ['Статистика'],
          summary: `Статистика: ${STATISTICS_ECONOMY_LABELS[economy]}; ?format=xlsx — строки книгой Excel`,
          params: statisticsParamsSchema,
          querystring: statisticsQuerySchema,
          response: { 200: ANSWERS[economy] },
        },
      },
      async (request, reply) => {
        const { format, ...filter } = request.query;
        const answer = await ECONOMIES[economy](ctx, request.params.customerId, filter);
        if (format !== 'xlsx') return answer;
        const workbook = await reportWorkbook({
          sheet: STATISTICS_ECONOMY_LABELS[economy],
          columns: statisticsColumns(economy),
          rows: answer.rows,
          totals: answer.totals,
          totalsLabel: 'Итого',
        });
        return sendWorkbook(reply, workbook, economy, STATISTICS_FILE_NAMES[economy]);
      },
    );
  }
};
