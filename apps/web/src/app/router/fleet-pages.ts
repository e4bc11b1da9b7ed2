import type { RouteId } from '@portal/contract/routes/route-table';
import type { ModuleLoader } from './app-routes';
import { lazyModule } from './lazy-module';

/** The carriers' fleet: drivers and their drafts, vehicles, containers, powers of attorney. */
export const FLEET_PAGES = {
  drivers: lazyModule('drivers', () => import('../../features/fleet/pages/drivers-page')),
  'drivers-add': lazyModule('drivers-add', () => import('../../features/fleet/pages/driver-edit-page')),
  'driver-edit': lazyModule('driver-edit', () => import('../../features/fleet/pages/driver-edit-page')),
  'drivers-customer': lazyModule(
    'drivers-customer',
    () => import('../../features/fleet/pages/customer-drivers-page'),
  ),
  'transport-vehicles': lazyModule(
    'transport-vehicles',
    () => import('../../features/fleet/pages/vehicles-page'),
  ),
  'transport-vehicles-add': lazyModule(
    'transport-vehicles-add',
    () => import('../../features/fleet/pages/vehicle-edit-page'),
  ),
  'vehicle-edit': lazyModule('vehicle-edit', () => import('../../features/fleet/pages/vehicle-edit-page')),
  'transport-vehicles-customer': lazyModule(
    'transport-vehicles-customer',
    () => import('../../features/fleet/pages/customer-vehicles-page'),
  ),
  containers: lazyModule('containers', () => import('../../features/fleet/pages/containers-page')),
  'containers-add': lazyModule(
    'containers-add',
    () => import('../../features/fleet/pages/container-edit-page'),
  ),
  'container-view': lazyModule(
    'container-view',
    () => import('../../features/fleet/pages/container-edit-page'),
  ),
  attorneys: lazyModule('attorneys', () => import('../../features/fleet/pages/attorneys-page')),
  'attorneys-add': lazyModule('attorneys-add', () => import('../../features/fleet/pages/attorney-edit-page')),
  'attorney-edit': lazyModule('attorney-edit', () => import('../../features/fleet/pages/attorney-edit-page')),
  'contractor-attorney-view': lazyModule(
    'contractor-attorney-view',
    () => import('../../features/fleet/pages/attorney-view-page'),
  ),
  'contractor-attorney-edit': lazyModule(
    'contractor-attorney-edit',
    () => import('../../features/fleet/pages/contractor-attorney-edit-page'),
  ),
  'attorneys-customer': lazyModule(
    'attorneys-customer',
    () => import('../../features/fleet/pages/attorneys-page'),
  ),
  'driver-drafts': lazyModule('driver-drafts', () => import('../../features/fleet/pages/driver-drafts-page')),
  'driver-draft': lazyModule(
    'driver-draft',
    () => import('../../features/fleet/pages/driver-draft-view-page'),
  ),
  'contractor-driver-view': lazyModule(
    'contractor-driver-view',
    () => import('../../features/fleet/pages/driver-view-page'),
  ),
  'customer-driver-view': lazyModule(
    'customer-driver-view',
    () => import('../../features/fleet/pages/driver-view-page'),
  ),
  'contractor-vehicle-view': lazyModule(
    'contractor-vehicle-view',
    () => import('../../features/fleet/pages/vehicle-view-page'),
  ),
  'customer-vehicle-view': lazyModule(
    'customer-vehicle-view',
    () => import('../../features/fleet/pages/vehicle-view-page'),
  ),
  dimensions: lazyModule('dimensions', () => import('../../features/fleet/pages/dimensions-page')),
  'dimensions-view': lazyModule(
    'dimensions-view',
    () => import('../../features/fleet/pages/dimension-view-page'),
  ),
  'dimensions-add': lazyModule(
    'dimensions-add',
    () => import('../../features/fleet/pages/dimension-edit-page'),
  ),
  'dimensions-edit': lazyModule(
    'dimensions-edit',
    () => import('../../features/fleet/pages/dimension-edit-page'),
  ),
  'route-way-dimensions': lazyModule(
    'route-way-dimensions',
    () => import('../../features/fleet/pages/route-way-dimensions-page'),
  ),
  'route-way-dimensions-view': lazyModule(
    'route-way-dimensions-view',
    () => import('../../features/fleet/pages/route-way-dimension-view-page'),
  ),
  'route-way-dimensions-add': lazyModule(
    'route-way-dimensions-add',
    () => import('../../features/fleet/pages/route-way-dimension-edit-page'),
  ),
  'route-way-dimensions-edit': lazyModule(
    'route-way-dimensions-edit',
    () => import('../../features/fleet/pages/route-way-dimension-edit-page'),
  ),
} satisfies Partial<Record<RouteId, ModuleLoader>>;
