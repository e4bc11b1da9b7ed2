import { containerTypesSchema } from '@portal/contract/fleet/containers.schemas';
import { referenceListSchema } from '@portal/contract/fleet/fleet-common.schemas';
import {
  AUCTION_BODY_TYPES,
  DRIVER_CHECK_LOCATIONS,
  PHONE_COUNTRY_CODES,
  phoneCountryCodesSchema,
  searchReference,
  VEHICLE_DIMENSIONS,
  vehicleDimensionsSchema,
} from '@portal/contract/fleet/fleet-lookups';
import {
  BODY_TYPES,
  CONTAINER_TYPES,
  LOADING_TYPES,
  PASSPORT_TYPES,
  VEHICLE_KIND_LABELS,
  VEHICLE_KINDS,
  VEHICLE_MODELS,
} from '@portal/contract/fleet/fleet-references';
import { vehicleModelsSchema } from '@portal/contract/fleet/vehicles.schemas';
import { referenceLookupQuerySchema } from '@portal/contract/freight/departments.schemas';
import * as z from 'zod';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';

const tags = ['Справочники'];

const vehicleTypesSchema = z.object({
  items: z.array(z.object({ id: z.enum(VEHICLE_KINDS), name: z.string() })),
});

/** SPEC 7 «Fleet and reference data»: platform-wide lists any signed-in user may read. */
export const fleetReferencesRoutes: Module = (app) => {
  const routes = withZod(app);
  const list = (url: string, summary: string, items: { id: number; name: string }[]) =>
    routes.get(
      url,
      {
        config: { access: 'authenticated' },
        schema: { tags, summary, response: { 200: referenceListSchema } },
      },
      async () => ({ items: items.map(({ id, name }) => ({ id, name })) }),
    );
  list('/api/passport_types', 'Типы паспортов', PASSPORT_TYPES);
  list('/api/vehicles/body_types', 'Типы кузова', BODY_TYPES);
  list('/api/vehicles/loading_types', 'Типы загрузки', LOADING_TYPES);
  list('/api/vehicles/auction_body_types', 'Типы кузова для аукционов', AUCTION_BODY_TYPES);
  list('/api/driver_check_locations', 'Места проверки водителей', DRIVER_CHECK_LOCATIONS);
  routes.get(
    '/api/phone-country-codes',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Телефонные коды стран (+7 первым)',
        response: { 200: phoneCountryCodesSchema },
      },
    },
    async () => ({ items: PHONE_COUNTRY_CODES }),
  );
  routes.get(
    '/api/vehicles/dimensions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Типовые габариты ТС (поиск ?query=, до 100)',
        querystring: referenceLookupQuerySchema,
        response: { 200: vehicleDimensionsSchema },
      },
    },
    async (request) => ({
      items: searchReference(VEHICLE_DIMENSIONS, request.query.query, request.query.limit),
    }),
  );
  routes.get(
    '/api/vehicles/models',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Модели ТС с грузоподъёмностью и объёмом кузова',
        response: { 200: vehicleModelsSchema },
      },
    },
    async () => ({ items: VEHICLE_MODELS }),
  );
  routes.get(
    '/api/vehicles/types',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Виды ТС', response: { 200: vehicleTypesSchema } },
    },
    async () => ({ items: VEHICLE_KINDS.map((id) => ({ id, name: VEHICLE_KIND_LABELS[id] })) }),
  );
  routes.get(
    '/api/container-types',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Типы контейнеров', response: { 200: containerTypesSchema } },
    },
    async () => ({ items: CONTAINER_TYPES }),
  );
};
