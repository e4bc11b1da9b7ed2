import type { Module } from '../../core/module';
import { containersAttorneysRoutes } from './containers-attorneys.routes';
import { dimensionsRoutes } from './dimensions.routes';
import { driversRoutes } from './drivers.routes';
import { fleetFileRule } from './fleet-file-access';
import { fleetReferencesRoutes } from './fleet-references.routes';
import { routeFleetRoutes } from './route-fleet.routes';
import { vehiclesRoutes } from './vehicles.routes';

/** Issue 14, fleet: drivers and their drafts, vehicles, containers, powers of attorney, reference lists. */
export const fleetRoutes: Module = async (app, ctx) => {
  ctx.fileAccess.addRule(fleetFileRule(ctx.db));
  for (const part of [
    fleetReferencesRoutes,
    driversRoutes,
    vehiclesRoutes,
    containersAttorneysRoutes,
    dimensionsRoutes,
    routeFleetRoutes,
  ])
    await part(app, ctx);
};
