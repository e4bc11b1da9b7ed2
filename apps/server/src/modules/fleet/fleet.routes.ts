import type { Module } from '../../core/module';
import { driversRoutes } from './drivers.routes';

/** Issue 14, fleet: drivers and their drafts, vehicles, containers, powers of attorney, reference lists. */
export const fleetRoutes: Module = async (app, ctx) => {
  for (const part of [driversRoutes]) await part(app, ctx);
};
