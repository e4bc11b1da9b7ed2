import { loadChunk } from '../../shared/lazy/load-chunk';
import type { ModuleLoader, RouteModule } from './app-routes';

/** A screen's module, loaded as its own chunk when its route is first met. */
export const lazyModule =
  (name: string, importer: () => Promise<RouteModule>): ModuleLoader =>
  () =>
    loadChunk(name, importer);
