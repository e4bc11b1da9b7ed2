import * as z from 'zod';
import { pageQuerySchema } from '../pagination';
import { departmentRefSchema, organizationRefSchema } from './departments.schemas';
import { routeWayRefSchema } from './route-ways.schemas';
import { companyRefSchema, ROUTE_MESSAGES, routeFilterShape } from './routes.schemas';

// SPEC 2.2 reports/routes, DESIGN 11: the routes of a period with the list's filters; `?format=xlsx` answers the
// whole filtered set as a workbook.

export const routeReportQuerySchema = pageQuerySchema
  .extend({ ...routeFilterShape, format: z.enum(['json', 'xlsx']).default('json') })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    path: ['date_to'],
    message: ROUTE_MESSAGES.dateToBeforeFrom,
  });
export type RouteReportQuery = z.infer<typeof routeReportQuerySchema>;
export type RouteReportQueryInput = z.input<typeof routeReportQuerySchema>;

export const routeReportPointSchema = z.object({
  department: departmentRefSchema,
  planDateArrival: z.string(),
  factDateArrival: z.string().nullable(),
  interval: z.number().int().nullable(),
});

export const routeReportRowSchema = z.object({
  id: z.number().int(),
  routeCode: z.string(),
  routeWay: routeWayRefSchema,
  organization: organizationRefSchema,
  planDateArrival: z.string(),
  planDateLoading: z.string(),
  firstDepartment: departmentRefSchema,
  lastDepartment: departmentRefSchema,
  contractor: companyRefSchema.nullable(),
  /**
   * Sums are kept with VAT; the report adds them without, per row at the rate of the flight's day (the initial sum
   * at the general rate, the freight sum at its carrier's regime), DESIGN 12 «VAT».
   */
  initialSum: z.number(),
  initialSumWithoutVat: z.number(),
  freightSum: z.number().nullable(),
  freightSumWithoutVat: z.number().nullable(),
  points: z.array(routeReportPointSchema),
  lateness: z.number().int(),
  isDraft: z.boolean(),
  isCancel: z.boolean(),
  currentState: z.number().int(),
});
export type RouteReportRow = z.infer<typeof routeReportRowSchema>;

export const routeReportTotalsSchema = z.object({
  count: z.number().int(),
  initialSum: z.number(),
  initialSumWithoutVat: z.number(),
  freightSum: z.number(),
  freightSumWithoutVat: z.number(),
  lateness: z.number().int(),
});
export type RouteReportTotals = z.infer<typeof routeReportTotalsSchema>;

export const routeReportSchema = z.object({
  items: z.array(routeReportRowSchema),
  totalCount: z.number().int(),
  currentPageNumber: z.number().int(),
  numItemsPerPage: z.number().int(),
  totals: routeReportTotalsSchema,
});
export type RouteReport = z.infer<typeof routeReportSchema>;

export const ROUTE_REPORT_FILE_NAME = 'Отчёт по рейсам';
