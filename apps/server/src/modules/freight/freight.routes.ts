import type { Module } from '../../core/module';
import { contractorRoutesRoutes } from './contractor-routes.routes';
import { customerRoutesRoutes } from './customer-routes.routes';
import { departmentsRoutes } from './departments.routes';
import { routeReportRoutes } from './route-report.routes';
import { routeWaysRoutes } from './route-ways.routes';

/** Issue 13, freight: reference data, route ways and tariffs, flights on both sides, the route report. */
export const freightRoutes: Module = async (app, ctx) => {
  for (const part of [
    departmentsRoutes,
    routeWaysRoutes,
    customerRoutesRoutes,
    contractorRoutesRoutes,
    routeReportRoutes,
  ])
    await part(app, ctx);
};
